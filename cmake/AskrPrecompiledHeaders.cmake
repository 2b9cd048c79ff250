# Precompiled headers, shared: parsing headers was about 60% of each
# source's compile time (clang's -ftime-trace on a test: 3.5 s of 5.5 s),
# paid again by each of some 450 sources. Two hosts precompile
# cmake/askr_pch.h once each, with the project's flags: one as the
# libraries and programs are compiled, one with QT_FORCE_ASSERTS as
# ecm_add_test compiles tests (Q_ASSERT reads it). Every other Qt-using
# target reuses its family's. Targets add only definitions of their own
# (paths, ASKR_*) that no header in the PCH reads, so reuse is valid; GCC
# checks it (-Winvalid-pch, an error under CI's -Werror) and clang refuses a
# PCH whose definitions differ. The fuzzing build has its own flags: no PCH.
option(ASKR_PCH "Precompile Qt's headers once and share them across targets" ON)

function(askr_collect_targets dir out)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(sub ${subdirs})
        askr_collect_targets(${sub} more)
        list(APPEND targets ${more})
    endforeach()
    set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Qt, directly or through one of our libraries (all of them but the plain
# C++ contract parser use Qt).
function(askr_uses_qt target out)
    get_target_property(libs ${target} LINK_LIBRARIES)
    set(uses OFF)
    foreach(lib ${libs})
        if(lib MATCHES "^Qt6::" OR (lib MATCHES "^askr_" AND NOT lib STREQUAL "askr_contractdoc"))
            set(uses ON)
        endif()
    endforeach()
    set(${out} ${uses} PARENT_SCOPE)
endfunction()

function(askr_share_precompiled_headers)
    if(NOT ASKR_PCH OR ASKR_FUZZ)
        return()
    endif()
    set(header ${CMAKE_SOURCE_DIR}/cmake/askr_pch.h)
    set(stub ${CMAKE_BINARY_DIR}/askr_pch_stub.cpp)
    file(WRITE ${stub} "// The precompiled header's host: nothing of its own.\n")
    askr_collect_targets(${CMAKE_SOURCE_DIR} targets)
    foreach(family lib test)
        add_library(askr_pch_${family} OBJECT ${stub})
        # Qt Core's definitions (QT_CORE_LIB, QT_NO_DEBUG) and flags, which
        # every Qt-using target has, and no more: GCC refuses a PCH built
        # with a definition (QT_GUI_LIB, say) that the source using it lacks.
        target_link_libraries(askr_pch_${family} PRIVATE Qt6::Core)
        set_target_properties(askr_pch_${family} PROPERTIES AUTOMOC OFF)
        target_precompile_headers(askr_pch_${family} PRIVATE ${header})
    endforeach()
    target_compile_definitions(askr_pch_test PRIVATE QT_FORCE_ASSERTS)
    foreach(target ${targets})
        get_target_property(type ${target} TYPE)
        if(NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|OBJECT_LIBRARY|MODULE_LIBRARY)$")
            continue()
        endif()
        askr_uses_qt(${target} uses)
        if(NOT uses)
            continue()
        endif()
        get_target_property(defs ${target} COMPILE_DEFINITIONS)
        if(defs MATCHES "QT_FORCE_ASSERTS")
            target_precompile_headers(${target} REUSE_FROM askr_pch_test)
        else()
            target_precompile_headers(${target} REUSE_FROM askr_pch_lib)
        endif()
    endforeach()
endfunction()
