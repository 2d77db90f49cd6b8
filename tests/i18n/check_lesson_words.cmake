# The guided lessons and the games' prompts speak to mouse and keyboard players alike (issue 19): a
# step or a prompt says "choose" or "press", never "click" (a screen-reader user hears "Choose Green
# +2, then choose the tile G2." and does it with Tab and Enter). Fails naming every text of
# app/<game>/lessons/*.json and every translatable text of the code (the sources in
# translations/tidepool_vi.ts) that says "click"; the one exception is a turtle's tooltip shown to
# the mouse only ("Click to move it"; with the keyboard on the turtle it says "Enter to move it").
# Usage: cmake -DSOURCE_DIR=<repo> -P check_lesson_words.cmake
file(GLOB lessons ${SOURCE_DIR}/app/*/lessons/*.json)
if(NOT lessons)
  message(FATAL_ERROR "no lessons found in ${SOURCE_DIR}/app/*/lessons")
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
file(READ ${SOURCE_DIR}/translations/tidepool_vi.ts catalogue)
string(REGEX MATCHALL "<source>[^<]*[Cc]lick[^<]*</source>" sources "${catalogue}")
foreach(source IN LISTS sources)
  if(NOT source STREQUAL "<source>Click to move it</source>")
    string(APPEND found "\n  tidepool_vi.ts: ${source}")
  endif()
endforeach()
if(found)
  message(FATAL_ERROR "lesson texts that say \"click\" (say \"choose\" or \"press\"):${found}")
endif()
