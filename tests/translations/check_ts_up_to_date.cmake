# SPDX-License-Identifier: GPL-3.0-or-later
# Runs lupdate over the translation sources into a copy of a .ts file and fails when the copy has
# unfinished, vanished or obsolete entries, i.e. when the .ts is out of date with the sources.
# Usage: cmake -DLUPDATE=<lupdate> -DTS=<file.ts> -DSOURCES=<list file, one path a line>
#              -DWORK_DIR=<scratch dir> -P check_ts_up_to_date.cmake
foreach(var LUPDATE TS SOURCES WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_ts_up_to_date.cmake: -D${var}=... is missing")
    endif()
endforeach()

get_filename_component(ts_name ${TS} NAME)
set(copy ${WORK_DIR}/${ts_name})
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
file(COPY_FILE ${TS} ${copy})

execute_process(COMMAND ${LUPDATE} @${SOURCES} -ts ${copy}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${rc}):\n${out}\n${err}")
endif()
message(STATUS "lupdate: ${out}")

file(READ ${copy} ts)
# <source>, optional comments, then a <translation> marked unfinished/vanished/obsolete.
set(ws "[ \t\r\n]*")
string(REGEX MATCHALL
       "<source>[^<]*</source>(${ws}<[a-z]*comment>[^<]*</[a-z]*comment>)*${ws}<translation type=\"(unfinished|vanished|obsolete)\""
       stale "${ts}")
list(LENGTH stale n)
if(n GREATER 0)
    string(REGEX REPLACE "(${ws}<[a-z]*comment>[^<]*</[a-z]*comment>)*${ws}<translation type=" " -> "
           report "${stale}")
    string(REPLACE ";<source>" "\n<source>" report "${report}")
    message(FATAL_ERROR
            "${ts_name} is out of date with the sources: ${n} entries need work. Run "
            "`cmake --build <build dir> --target update_translations`, translate the new entries "
            "and drop the vanished ones (entries:\n${report})")
endif()
message(STATUS "${ts_name} is up to date")
