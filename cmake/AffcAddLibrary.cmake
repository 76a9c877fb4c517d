# AffcAddLibrary.cmake - affc_add_library, installed with affc's CMake
# package (affcConfig.cmake).
#
#   affc_add_library(<name> SOURCES <file.mlir>... [OPTIONS <option>...])
#
# Adds library <name> (static or shared as BUILD_SHARED_LIBS says) made of
# the C that affc writes for each file (affc <options> file.mlir -o
# file.c), and makes file.h (affc --emit=h with the same options) visible
# to whatever links <name>. Both are written into <build dir>/<name>/ and
# written again when the .mlir file or affc changes. OPTIONS are affc's
# (affc --help): -O2, --abi=mlir, ... The C is compiled as C11, with OpenMP
# when the compiler has it (affc's C runs its parallel loops with it, and
# is correct without it).
function(affc_add_library name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES;OPTIONS")
  if(arg_UNPARSED_ARGUMENTS OR NOT arg_SOURCES)
    message(FATAL_ERROR "usage: affc_add_library(<name> SOURCES <file.mlir>..."
                        " [OPTIONS <affc option>...])")
  endif()
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/${name})
  file(MAKE_DIRECTORY ${dir})
  set(c_files "")
  foreach(src IN LISTS arg_SOURCES)
    get_filename_component(src ${src} ABSOLUTE)
    get_filename_component(base ${src} NAME_WLE)
    add_custom_command(OUTPUT ${dir}/${base}.c ${dir}/${base}.h
      COMMAND affc::affc ${arg_OPTIONS} ${src} -o ${dir}/${base}.c
      COMMAND affc::affc ${arg_OPTIONS} --emit=h ${src} -o ${dir}/${base}.h
      DEPENDS ${src} $<TARGET_FILE:affc::affc>
      COMMENT "affc ${base}.mlir -> ${name}/${base}.c, ${base}.h" VERBATIM)
    list(APPEND c_files ${dir}/${base}.c)
  endforeach()
  add_library(${name} ${c_files})
  target_include_directories(${name} PUBLIC ${dir})
  set_target_properties(${name} PROPERTIES C_STANDARD 11
                        C_STANDARD_REQUIRED ON)
  find_package(OpenMP QUIET COMPONENTS C)
  if(OpenMP_C_FOUND)
    target_link_libraries(${name} PRIVATE OpenMP::OpenMP_C)
  endif()
  find_library(AFFC_LIBM m) # math.h functions, where they are a library
  if(AFFC_LIBM)
    target_link_libraries(${name} PRIVATE ${AFFC_LIBM})
  endif()
endfunction()
