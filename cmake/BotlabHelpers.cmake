# SPDX-License-Identifier: GPL-3.0-or-later
# Shared CMake helpers for Botlab modules.

# botlab_warnings(<target>): the project's warning set; warnings are errors in CI builds.
function(botlab_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-missing-field-initializers)
    if(BOTLAB_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

# botlab_add_test(<name> SOURCES <files...> LIBS <targets...> [GUI] [TIMEOUT <s>])
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
        # Qt 3D keeps about 1 MB until after main() returns (its renderer plugin, shader cache,
        # Mesa); the bare Qt 3D program in bench/app, with no Botlab rendering code, reports the
        # same leaks. Leak checking stays on for every other test; ASan and UBSan stay on here.
        list(APPEND env "ASAN_OPTIONS=detect_leaks=0")
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
            scenes/src scenes/include scripting/src app/runner/src app/runner/include app/cli
            app/grade app/part_render/src app/part_render/include)
        file(GLOB_RECURSE dir_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${dir}/*.cpp
             ${CMAKE_SOURCE_DIR}/${dir}/*.h)
        list(APPEND files ${dir_files})
    endforeach()
    list(SORT files)
    set(${out_var} ${files} PARENT_SCOPE)
endfunction()
