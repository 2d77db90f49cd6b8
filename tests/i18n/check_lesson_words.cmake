# The guided lessons speak to mouse and keyboard players alike (issue 19): a step says "choose" or
# "press", never "click" (a screen-reader user hears "Choose Green +2, then choose the tile G2." and
# does it with Tab and Enter). Fails naming every text of resources/tutorials/*.json that says
# "click". Usage: cmake -DSOURCE_DIR=<repo> -P check_lesson_words.cmake
file(GLOB lessons ${SOURCE_DIR}/resources/tutorials/*.json)
if(NOT lessons)
  message(FATAL_ERROR "no lessons found in ${SOURCE_DIR}/resources/tutorials")
endif()
set(found "")
foreach(lesson IN LISTS lessons)
  file(READ ${lesson} content)
  string(REGEX MATCHALL "\"[^\"]*[Cc]lick[^\"]*\"" texts "${content}")
  foreach(text IN LISTS texts)
    get_filename_component(name ${lesson} NAME)
    string(APPEND found "\n  ${name}: ${text}")
  endforeach()
endforeach()
if(found)
  message(FATAL_ERROR "lesson texts that say \"click\" (say \"choose\" or \"press\"):${found}")
endif()
