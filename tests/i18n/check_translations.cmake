# cmake -DLUPDATE=... -DSOURCES_FILE=... -DOPTIONS=... -DTS_FILE=... -DWORK_DIR=... -P check_translations.cmake
# Copies TS_FILE to WORK_DIR, brings the copy up to date with lupdate over the sources listed in
# SOURCES_FILE, and fails when any message of the copy is unfinished (new, changed or untranslated),
# or when a Vietnamese set leaves an English word as it is (issue 44: "Menu"): a translation equal to
# its source, with a word in it, is refused unless the translator marked it kept on purpose (a name,
# a term of the game: <translatorcomment>kept in English</translatorcomment>, which lupdate keeps).
# With -DEXPECT_NONE=ON TS_FILE need not exist: lupdate (given -pluralonly in OPTIONS) writes a new
# file, and the check fails when it holds any message (a plural form that needs an English file).
foreach(var LUPDATE SOURCES_FILE TS_FILE WORK_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_translations.cmake: ${var} is not set")
  endif()
endforeach()
get_filename_component(ts_name ${TS_FILE} NAME)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(copy ${WORK_DIR}/${ts_name})
if(NOT EXPECT_NONE)
  file(COPY ${TS_FILE} DESTINATION ${WORK_DIR})
endif()
execute_process(
  COMMAND ${LUPDATE} ${OPTIONS} @${SOURCES_FILE} -ts ${copy}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${rc}):\n${out}\n${err}")
endif()
message(STATUS "${out}")
if(EXPECT_NONE AND NOT EXISTS ${copy})
  message(STATUS "${ts_name}: no plural forms, so no English file is needed")
  return()
endif()
file(READ ${copy} text)
string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*(<comment>[^<]*</comment>[ \n]*)?(<extracomment>[^<]*</extracomment>[ \n]*)?<translation type=\"unfinished\"" unfinished "${text}")
list(LENGTH unfinished count)
string(REGEX MATCHALL "<message" messages "${text}")
list(LENGTH messages total)
if(EXPECT_NONE)
  if(total GREATER 0)
    message(FATAL_ERROR "${ts_name} does not exist, but its sources have ${total} plural forms: create it "
      "(`lupdate ... -pluralonly -ts ${TS_FILE}`, or copy another set's English file and empty it), "
      "reconfigure, run `cmake --build build --target update_translations` and give each its English "
      "singular and plural.")
  endif()
  message(STATUS "${ts_name}: no plural forms, so no English file is needed")
  return()
endif()
if(total EQUAL 0)
  message(FATAL_ERROR "${ts_name}: lupdate found no message at all: are the sources listed in ${SOURCES_FILE}?")
endif()
if(count GREATER 0)
  set(list "")
  foreach(item IN LISTS unfinished)
    string(REGEX REPLACE "<source>([^<]*)</source>.*" "\\1" source "${item}")
    string(APPEND list "  ${source}\n")
  endforeach()
  message(FATAL_ERROR "${ts_name}: ${count} of ${total} messages are not translated. Run "
    "`cmake --build build --target update_translations`, then translate them (Qt Linguist):\n${list}")
endif()
if(ts_name MATCHES "_vi\\.ts$")
  string(REPLACE ";" "," listable "${text}") # (a list item ends at a semicolon: "&apos;")
  string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*(<comment>[^<]*</comment>[ \n]*)?(<extracomment>[^<]*</extracomment>[ \n]*)?<translation>[^<]*</translation>" plain "${listable}")
  set(list "")
  foreach(item IN LISTS plain)
    string(REGEX REPLACE "<source>([^<]*)</source>.*" "\\1" source "${item}")
    string(REGEX REPLACE ".*<translation>([^<]*)</translation>" "\\1" translation "${item}")
    if(source STREQUAL translation AND source MATCHES "[A-Za-z][a-z][a-z]")
      string(APPEND list "  ${source}\n")
    endif()
  endforeach()
  if(NOT list STREQUAL "")
    message(FATAL_ERROR "${ts_name}: these translations are the English words left as they are. Translate "
      "them, or, for a name kept in English on purpose, give the message the translator comment "
      "\"kept in English\" (Qt Linguist):\n${list}")
  endif()
endif()
message(STATUS "${ts_name}: all ${total} messages are translated")
