# install.cmake - what `cmake --install build --prefix P` puts in P:
#
#   bin/affc
#   share/man/man1/affc.1         written from `affc --help` (man_page.cmake)
#   include/affc/affc_rt*.h       the runtime, for C written around affc's
#                                 output: #include <affc/affc_rt.h>
#   lib/cmake/affc/               the CMake package: find_package(affc)
#                                 gives affc::affc (the executable),
#                                 affc::runtime (the headers) and
#                                 affc_add_library (AffcAddLibrary.cmake)

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(AFFC_MAN_PAGE ${CMAKE_CURRENT_BINARY_DIR}/affc.1)
add_custom_command(OUTPUT ${AFFC_MAN_PAGE}
  COMMAND ${CMAKE_COMMAND} -DAFFC=$<TARGET_FILE:affc> -DOUT=${AFFC_MAN_PAGE}
          -DVERSION=${PROJECT_VERSION} "-DSUMMARY=${PROJECT_DESCRIPTION}"
          -P ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake
  DEPENDS affc ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake
  COMMENT "Writing the man page from affc --help" VERBATIM)
add_custom_target(affc_man_page ALL DEPENDS ${AFFC_MAN_PAGE})

add_library(affc_runtime INTERFACE)
set_target_properties(affc_runtime PROPERTIES EXPORT_NAME runtime)
target_include_directories(affc_runtime INTERFACE
                           $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)

set(AFFC_PACKAGE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/affc)
install(TARGETS affc affc_runtime EXPORT affcTargets)
install(FILES ${AFFC_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
file(GLOB AFFC_RT_HEADERS CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/runtime/affc_rt*.h)
install(FILES ${AFFC_RT_HEADERS}
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/affc)
install(EXPORT affcTargets NAMESPACE affc:: DESTINATION ${AFFC_PACKAGE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/affcConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/affcConfig.cmake
  INSTALL_DESTINATION ${AFFC_PACKAGE_DIR})
# 0.x: a new minor version may change the command line or the ABI.
write_basic_package_version_file(
  ${CMAKE_CURRENT_BINARY_DIR}/affcConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/affcConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/affcConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/cmake/AffcAddLibrary.cmake
        DESTINATION ${AFFC_PACKAGE_DIR})
