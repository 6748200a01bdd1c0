# The rulebook as the one source of the engine's numbers, and the conformance matrix.
# Included at the end of tests/CMakeLists.txt, so ancients_add_test(), the engine
# targets and every other test target already exist here.
#
#   tst_rules_tables     the engine's rules tables (engine/include/ancients/rules_tables.h),
#                        also built against the sanitized engine
#   tst_rulebook_tables  reads the same tables out of rulebook/rulebook.md; fails where
#                        code and rulebook disagree
#   tst_conformance      every rulebook section: covered by a rules test, not an engine
#                        matter (rulebook/rulings.md {#not-engine}), or listed in
#                        tests/engine/conformance/uncovered.txt, a list that may only shrink
#
# Environment overrides, to prove a check fails against scratch copies (each wins
# over the path compiled in):
#   ANCIENTS_RULEBOOK_DIR           rulebook.md and rulings.md (both tests)
#   ANCIENTS_CONFORMANCE_DIR        uncovered.txt (tst_conformance)
#   ANCIENTS_CONFORMANCE_MANIFEST   the executables to list (tst_conformance)
# e.g.  cp -r rulebook /tmp/book; sed -i 's/| Warband | 3 |/| Warband | 2 |/' /tmp/book/rulebook.md
#       ANCIENTS_RULEBOOK_DIR=/tmp/book build/tests/tst_rulebook_tables

set(ANCIENTS_RULEBOOK_DIR ${PROJECT_SOURCE_DIR}/rulebook)

# ---- the engine's rules tables ---------------------------------------------------------
ancients_add_engine_test(tst_rules_tables SOURCES engine/tst_rules_tables.cpp
    LIBRARIES ancients_engine SANITIZED ancients_engine_sanitized PCH ancients_engine_test_pch)

# ---- the same tables, read out of the rulebook ------------------------------------------
ancients_add_test(tst_rulebook_tables SOURCES engine/tst_rulebook_tables.cpp rulebooktext.h LIBRARIES ancients_engine
    PCH ancients_engine_test_pch)
target_compile_definitions(tst_rulebook_tables PRIVATE ANCIENTS_RULEBOOK_DIR="${ANCIENTS_RULEBOOK_DIR}")

# ---- the conformance matrix --------------------------------------------------------------
# ANCIENTS_CONFORMANCE_EXECUTABLES: the ENGINE's test executables, whose test
# functions count as rules tests: every test of ANCIENTS_ENGINE_TESTS
# (tests/CMakeLists.txt) plus the rules-tables test above. tst_conformance
# runs each with -functions and reads the section out of each name (rule_9_2_…
# proves §9.2). If one needs arguments to list its functions, also set
# ANCIENTS_CONFORMANCE_ARGS_<target>.
# ANCIENTS_CONFORMANCE_APP_TESTS: the app's tests (bridge, QML, packaging). Some
# of them name a section too, but a rule is covered only by a test of the engine,
# so they are not counted.
# tst_conformance fails if a tst_* executable of this directory is in neither
# list, or if a listed engine test was not built.
set(ANCIENTS_CONFORMANCE_EXECUTABLES
    ${ANCIENTS_ENGINE_TEST_TARGETS} tst_rules_tables)
# tst_rulebook_tables checks that the engine's numbers match the text, which is no
# proof that the engine applies them, so it does not count either.
set(ANCIENTS_CONFORMANCE_APP_TESTS
    tst_rulebook_tables tst_diceroller tst_languages tst_launchoptions tst_rulebook tst_armylist tst_armycatalog tst_qml
    tst_rulebookreader tst_rulesetarmylist tst_cohesiontracker tst_mwr_record tst_ohw_record tst_ruleset_amend tst_mwramend tst_ohwamend tst_ohwlogmodel
    tst_record_codec tst_battle tst_battlestore tst_record_crash
    tst_fatiguetracker tst_preferences tst_battlesession tst_battlemodels tst_battlesession_phases tst_battlesession_umpire
    tst_controllers tst_numberformat tst_errorwording tst_appsingletons tst_labels tst_ruling tst_playtestcontroller tst_filenames tst_rollsound tst_chain_codec
    tst_cohesiontracker tst_mwrbattlesession tst_ohwbattlesession)

# The manifest: one executable a line, "<name>\t<path>[\t<argument>]...". A listed
# name with no such target gets an empty path, which the test reports.
set(manifest "")
foreach(exe IN LISTS ANCIENTS_CONFORMANCE_EXECUTABLES)
    if(TARGET ${exe})
        set(path $<TARGET_FILE:${exe}>)
    else()
        set(path "")
    endif()
    string(JOIN "\t" entry ${exe} "${path}" ${ANCIENTS_CONFORMANCE_ARGS_${exe}})
    string(APPEND manifest "${entry}\n")
endforeach()
set(ANCIENTS_CONFORMANCE_MANIFEST ${CMAKE_CURRENT_BINARY_DIR}/conformance_executables.tsv)
file(GENERATE OUTPUT ${ANCIENTS_CONFORMANCE_MANIFEST} CONTENT "${manifest}")

# Every tst_* executable this directory builds (sanitized twins run the same
# functions) that is not an app test, so the test can tell when an engine test
# is missing from the list above.
get_property(targets DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR} PROPERTY BUILDSYSTEM_TARGETS)
set(test_executables "")
foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "EXECUTABLE" AND target MATCHES "^tst_" AND NOT target MATCHES "_sanitized$"
            AND NOT target IN_LIST ANCIENTS_CONFORMANCE_APP_TESTS AND NOT target STREQUAL "tst_conformance")
        list(APPEND test_executables ${target})
    endif()
endforeach()
list(JOIN test_executables "," test_executables)

ancients_add_test(tst_conformance SOURCES engine/tst_conformance.cpp rulebooktext.h LIBRARIES Qt6::Core)
target_compile_definitions(tst_conformance PRIVATE
    ANCIENTS_RULEBOOK_DIR="${ANCIENTS_RULEBOOK_DIR}"
    ANCIENTS_CONFORMANCE_DIR="${CMAKE_CURRENT_SOURCE_DIR}/engine/conformance"
    ANCIENTS_CONFORMANCE_MANIFEST="${ANCIENTS_CONFORMANCE_MANIFEST}"
    ANCIENTS_TEST_EXECUTABLE_TARGETS="${test_executables}")
