# SPDX-License-Identifier: GPL-3.0-or-later
# Shared CMake helpers for Botlab modules.

# botlab_warnings(<target>): the project's warning set; warnings are errors in CI builds.
function(botlab_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-missing-field-initializers)
    if(BOTLAB_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

# botlab_add_module(NAME <name> [SOURCES <files...> | GLOB] [EXCLUDE <regex>] [AUTOMOC]
#                   [DEPENDS <targets...>] [PRIVATE_DEPENDS <targets...>])
# One library module: the static library botlab_<name> with the alias botlab::<name>, its public
# headers in include/ (include/botlab/<name>/*.h) and its private ones in src/ (when there is one),
# position-independent code, the project's warnings. SOURCES are relative to the calling
# CMakeLists.txt; GLOB takes every src/**/*.cpp, src/**/*.h and include/**/*.h instead (EXCLUDE
# drops the paths that match a regex). DEPENDS are linked PUBLIC (the module's headers use them),
# PRIVATE_DEPENDS PRIVATE. AUTOMOC for a module with Q_OBJECT classes (off otherwise).
function(botlab_add_module)
    cmake_parse_arguments(M "GLOB;AUTOMOC" "NAME;EXCLUDE" "SOURCES;DEPENDS;PRIVATE_DEPENDS" ${ARGN})
    if(NOT M_NAME)
        message(FATAL_ERROR "botlab_add_module: NAME missing")
    endif()
    if(M_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "botlab_add_module(${M_NAME}): unknown arguments ${M_UNPARSED_ARGUMENTS}")
    endif()
    set(dir ${CMAKE_CURRENT_SOURCE_DIR})
    if(M_GLOB)
        if(M_SOURCES)
            message(FATAL_ERROR "botlab_add_module(${M_NAME}): SOURCES and GLOB both given")
        endif()
        file(GLOB_RECURSE M_SOURCES CONFIGURE_DEPENDS ${dir}/src/*.cpp ${dir}/src/*.h
             ${dir}/include/*.h)
    endif()
    if(NOT M_SOURCES)
        message(FATAL_ERROR "botlab_add_module(${M_NAME}): no SOURCES (or GLOB found none)")
    endif()
    if(M_EXCLUDE)
        list(FILTER M_SOURCES EXCLUDE REGEX "${M_EXCLUDE}")
    endif()
    set(target botlab_${M_NAME})
    add_library(${target} STATIC ${M_SOURCES})
    add_library(botlab::${M_NAME} ALIAS ${target})
    target_include_directories(${target} PUBLIC ${dir}/include)
    if(IS_DIRECTORY ${dir}/src)
        target_include_directories(${target} PRIVATE ${dir}/src)
    endif()
    target_link_libraries(${target} PUBLIC ${M_DEPENDS} PRIVATE ${M_PRIVATE_DEPENDS})
    if(M_AUTOMOC)
        set(automoc ON)
    else()
        set(automoc OFF)
    endif()
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON AUTOMOC ${automoc})
    botlab_warnings(${target})
endfunction()

# botlab_add_test(<name> SOURCES <files...> LIBS <targets...> [GUI] [TIMEOUT <s>])
# ASAN_OPTIONS of the programs that show the GUI under -DBOTLAB_SANITIZE=ON (GUI tests, the
# monkey, the install check). The rest of ASan and UBSan stays on there.
# - detect_leaks=0: Qt 3D keeps about 1 MB until after main() returns (its renderer plugin,
#   shader cache, Mesa); the bare Qt 3D program in bench/app, with no Botlab rendering code,
#   reports the same leaks. Leak checking stays on for every other test.
# - new_delete_type_mismatch=0: Qt WebEngine's Chromium (Debian's libQt6WebEngineCore, not built
#   with ASan) frees some of its own objects with a sized delete of another size when a web page
#   closes (~WebContentsAdapter; every frame of both stacks is in libQt6WebEngineCore), which
#   aborts every program that closes a Blocks view. ASan cannot suppress that report by library,
#   only turn the check off.
set(BOTLAB_ASAN_GUI_OPTIONS "detect_leaks=0:new_delete_type_mismatch=0")

# Builds a Qt Test executable (linked with botlab::test_support: tests/common/botlab_test.h) and
# registers it with CTest. GUI tests run under xvfb-run when no
# display is set (Qt 3D needs a real OpenGL context; Mesa renders in software). A listed source
# that does not exist (relative paths: to the calling CMakeLists.txt's folder) stops the configure
# step, naming the file: a test that silently drops out of the build cannot fail.
function(botlab_add_test name)
    cmake_parse_arguments(T "GUI" "TIMEOUT" "SOURCES;LIBS" ${ARGN})
    if(NOT T_SOURCES)
        message(FATAL_ERROR "botlab_add_test(${name}): no SOURCES listed")
    endif()
    foreach(src IN LISTS T_SOURCES)
        if(IS_ABSOLUTE "${src}")
            set(src_path "${src}")
        else()
            set(src_path "${CMAKE_CURRENT_SOURCE_DIR}/${src}")
        endif()
        if(NOT EXISTS "${src_path}")
            message(FATAL_ERROR "botlab_add_test(${name}): the test source ${src} does not exist "
                                "(looked for ${src_path})")
        endif()
    endforeach()
    set(env "")
    add_executable(${name} ${T_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test botlab::test_support ${T_LIBS})
    botlab_warnings(${name})
    if(T_GUI)
        add_test(NAME ${name} COMMAND ${CMAKE_SOURCE_DIR}/scripts/with-display.sh $<TARGET_FILE:${name}>)
    else()
        add_test(NAME ${name} COMMAND ${name})
        set(env "QT_QPA_PLATFORM=offscreen")
    endif()
    if(NOT T_TIMEOUT)
        set(T_TIMEOUT 300)
    endif()
    list(APPEND env "BOTLAB_SOURCE_DIR=${CMAKE_SOURCE_DIR}")
    if(BOTLAB_SANITIZE AND T_GUI)
        list(APPEND env "ASAN_OPTIONS=${BOTLAB_ASAN_GUI_OPTIONS}")
    endif()
    set_tests_properties(${name} PROPERTIES TIMEOUT ${T_TIMEOUT} ENVIRONMENT "${env}")
    if(T_GUI)
        # GUI tests measure input latency and frame times: run them alone, not beside other tests.
        set_tests_properties(${name} PROPERTIES RUN_SERIAL TRUE)
    endif()
endfunction()

# botlab_translation_sources(<out_var>): the source files lupdate reads for
# translations/botlab_zh_CN.ts: the desktop app and every module whose messages reach the user (the
# app shows the modules' error messages as they are). Used by app/gui and tests/translations.
function(botlab_translation_sources out_var)
    set(files "")
    foreach(dir core/src core/include app/gui/src parts_library/src parts_library/include assembler/src assembler/include
            scenes/src scenes/include scripting/src blocks/src app/runner/src app/runner/include app/cli
            app/grade app/part_render/src app/part_render/include)
        file(GLOB_RECURSE dir_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${dir}/*.cpp
             ${CMAKE_SOURCE_DIR}/${dir}/*.h)
        list(APPEND files ${dir_files})
    endforeach()
    list(SORT files)
    set(${out_var} ${files} PARENT_SCOPE)
endfunction()
