# The guided lessons and the games' prompts speak to mouse and keyboard players alike (issue 19): a
# step or a prompt says "choose" or "press", never "click" (a screen-reader user hears "Choose Green
# +2, then choose the tile G2." and does it with Tab and Enter). Fails naming every text of
# app/<game>/lessons/*.json (and the example game's) and every translatable text of the code (the
# sources in the Vietnamese files: translations/tidepool_vi.ts and each game's
# <game folder>/translations/<game>_vi.ts) that says "click"; the one exception is a turtle's tooltip shown to
# the mouse only ("Click to move it"; with the keyboard on the turtle it says "Enter to move it").
# Usage: cmake -DSOURCE_DIR=<repo> -P check_lesson_words.cmake
file(GLOB lessons ${SOURCE_DIR}/app/*/lessons/*.json ${SOURCE_DIR}/tests/example_game/app/*/lessons/*.json)
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
file(GLOB catalogues ${SOURCE_DIR}/translations/*_vi.ts ${SOURCE_DIR}/app/*/translations/*_vi.ts
  ${SOURCE_DIR}/tests/example_game/app/*/translations/*_vi.ts)
foreach(file IN LISTS catalogues)
  get_filename_component(file_name ${file} NAME)
  file(READ ${file} catalogue)
  string(REGEX MATCHALL "<source>[^<]*[Cc]lick[^<]*</source>" sources "${catalogue}")
  foreach(source IN LISTS sources)
    if(NOT source STREQUAL "<source>Click to move it</source>")
      string(APPEND found "\n  ${file_name}: ${source}")
    endif()
  endforeach()
endforeach()
if(found)
  message(FATAL_ERROR "lesson texts that say \"click\" (say \"choose\" or \"press\"):${found}")
endif()
