# Translations (Qt Linguist), one set per folder: the shared sources' sentences in
# translations/tidepool_<language>.ts, each game's in its own folder
# (app/<game>/translations/<game>_<language>.ts; the example game's in its folder under
# tests/example_game/app/).
# Each set is compiled by lrelease and embedded at :/i18n/<name>_<language>.qm in the target that
# holds its sources, so the app finds it wherever it is installed; AppSettings::installTranslator()
# installs the shared set and one per registered game (named after the game). English is the source
# language: a set's English file holds only its plural forms ("%n card(s)") and exists only when the
# set has some. After adding or changing strings run
# `cmake --build build --target update_translations` (lupdate over every set's sources) and translate
# what it marks unfinished, e.g. in Linguist.

# The engine's sentences (engine/core/tr.h: TP_TR and TP_NOOP) are read as QT_TRANSLATE_NOOP.
set(TIDEPOOL_LUPDATE_OPTIONS -locations none -no-obsolete
  -tr-function-alias QT_TRANSLATE_NOOP+=TP_TR,QT_TRANSLATE_NOOP+=TP_NOOP)

# tidepool_add_translations(<name> TARGET <target> DIR <folder of the .ts files> SOURCES <files>...
#                           [INCLUDE_DIRECTORIES <dirs>...] [LESSONS <lessons folder>])
# The set <DIR>/<name>_vi.ts (and <DIR>/<name>_en.ts when it exists) over SOURCES:
# - `update_translations` runs lupdate over SOURCES into it (the English file with -pluralonly);
# - lrelease compiles it into TARGET's resources at :/i18n/<name>_<language>.qm;
# - with BUILD_TESTING, the tests i18n_<name>_vietnamese_complete (no new or unfinished message),
#   i18n_<name>_english_plurals (every plural form in the English file, or none at all without one)
#   and, given LESSONS, i18n_<name>_lesson_strings (LESSONS/tutorialstrings.cpp, which lists the
#   lessons' texts for lupdate, is up to date: scripts/tutorial-strings.cmake).
# A game calls it once for its folders, so a new game gets its translations and their tests by
# being registered.
function(tidepool_add_translations name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "TARGET;DIR;LESSONS" "SOURCES;INCLUDE_DIRECTORIES")
  set(vi ${arg_DIR}/${name}_vi.ts)
  set(en ${arg_DIR}/${name}_en.ts)
  if(NOT arg_INCLUDE_DIRECTORIES)
    set(arg_INCLUDE_DIRECTORIES ${arg_DIR})
  endif()
  set(include_args INCLUDE_DIRECTORIES ${arg_INCLUDE_DIRECTORIES})
  qt_add_lupdate(tidepool_i18n_${name} TS_FILES ${vi} SOURCES ${arg_SOURCES} ${include_args}
    OPTIONS ${TIDEPOOL_LUPDATE_OPTIONS})
  set(ts_files ${vi})
  if(EXISTS ${en})
    # (no lupdate target of its own needs a target of that name)
    qt_add_lupdate(tidepool_i18n_${name}_en TS_FILES ${en} SOURCES ${arg_SOURCES} ${include_args}
      OPTIONS ${TIDEPOOL_LUPDATE_OPTIONS} -pluralonly)
    list(APPEND ts_files ${en})
  endif()
  set(qm_dir ${CMAKE_CURRENT_BINARY_DIR}/i18n)
  set(qm_files)
  foreach(ts IN LISTS ts_files)
    get_filename_component(base ${ts} NAME_WE)
    set(qm ${qm_dir}/${base}.qm)
    add_custom_command(OUTPUT ${qm}
      COMMAND Qt6::lrelease -silent ${ts} -qm ${qm}
      DEPENDS Qt6::lrelease ${ts}
      VERBATIM)
    list(APPEND qm_files ${qm})
  endforeach()
  qt_add_resources(${arg_TARGET} tidepool_i18n_${name} PREFIX /i18n BASE ${qm_dir} FILES ${qm_files})

  if(NOT BUILD_TESTING)
    return()
  endif()
  # The tests run lupdate over the same sources and options, listed in a file.
  set(sources_file ${CMAKE_BINARY_DIR}/i18n/${name}-tr-sources.lst)
  string(JOIN "\n" lines ${arg_SOURCES})
  file(GENERATE OUTPUT ${sources_file} CONTENT "${lines}\n")
  set(check ${PROJECT_SOURCE_DIR}/tests/i18n/check_translations.cmake)
  set(work ${CMAKE_BINARY_DIR}/i18n/work-${name})
  add_test(NAME i18n_${name}_vietnamese_complete
    COMMAND ${CMAKE_COMMAND} -DLUPDATE=$<TARGET_FILE:Qt6::lupdate> -DSOURCES_FILE=${sources_file}
      "-DOPTIONS=${TIDEPOOL_LUPDATE_OPTIONS}" -DTS_FILE=${vi} -DWORK_DIR=${work}-vi -P ${check})
  if(EXISTS ${en})
    add_test(NAME i18n_${name}_english_plurals
      COMMAND ${CMAKE_COMMAND} -DLUPDATE=$<TARGET_FILE:Qt6::lupdate> -DSOURCES_FILE=${sources_file}
        "-DOPTIONS=${TIDEPOOL_LUPDATE_OPTIONS};-pluralonly" -DTS_FILE=${en} -DWORK_DIR=${work}-en -P ${check})
  else()
    add_test(NAME i18n_${name}_english_plurals
      COMMAND ${CMAKE_COMMAND} -DLUPDATE=$<TARGET_FILE:Qt6::lupdate> -DSOURCES_FILE=${sources_file}
        "-DOPTIONS=${TIDEPOOL_LUPDATE_OPTIONS};-pluralonly" -DTS_FILE=${en} -DWORK_DIR=${work}-en
        -DEXPECT_NONE=ON -P ${check})
  endif()
  if(arg_LESSONS)
    add_test(NAME i18n_${name}_lesson_strings
      COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DLESSONS_DIR=${arg_LESSONS} -DCHECK=ON
        -P ${PROJECT_SOURCE_DIR}/scripts/tutorial-strings.cmake)
  endif()
endfunction()

# A game's translation sources: its engine folder's sentences (TP_TR), its app folder's sources,
# its lessons' texts (LESSONS/tutorialstrings.cpp) and its views. The result goes to `out`.
function(tidepool_game_translation_sources out)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "ENGINE;APP;QML;LESSONS" "")
  file(GLOB sources CONFIGURE_DEPENDS ${arg_ENGINE}/*.cpp ${arg_ENGINE}/*.h ${arg_APP}/*.cpp ${arg_APP}/*.h
    ${arg_QML}/*.qml)
  list(FILTER sources EXCLUDE REGEX "_test\\.cpp$")
  if(arg_LESSONS)
    list(APPEND sources ${arg_LESSONS}/tutorialstrings.cpp)
  endif()
  set(${out} ${sources} PARENT_SCOPE)
endfunction()
