# A Debian package made by CPack: `scripts/package` (issue 35). The
# dependencies on shared libraries are computed from the binaries by
# dpkg-shlibdeps, not typed in; what is loaded at run time without being
# linked (Qt's platform plugins) is named.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME askr-desk)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Askr Desk maintainers <maintainers@askr-desk.example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "console for a PHP stack's SQLite job queue, cache and pub/sub")
set(CPACK_PACKAGE_DESCRIPTION "Askr Desk watches and operates the storage primitives that Redis-free
PHP stacks keep in SQLite: a job queue with dead letters, a key-value cache
with TTLs, tags, counters and locks, and a pub/sub log with durable
subscriber cursors. It shows queue depth, dead letters, locks and cursors,
and retries, releases, forgets or trims through the same SQL the runtime
uses, on local files, read-only replicas and libSQL servers.
.
The package holds the desktop application (askr-desk) and its command
line (askr-deskctl).")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What shlibdeps cannot see: the platform plugins Qt loads, and libsecret,
# which QtKeychain loads at run time to reach the Secret Service.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libsecret-1-0")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, breeze-icon-theme")
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://askr-desk.example.org")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

# What Debian policy asks of every package: the copyright and a changelog
# (compressed) under /usr/share/doc/askr-desk.
set(ASKR_DOC_DIR ${KDE_INSTALL_DATAROOTDIR}/doc/askr-desk)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/copyright DESTINATION ${ASKR_DOC_DIR})
find_program(GZIP gzip)
if(GZIP)
    add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/packaging/changelog.gz
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/packaging
        COMMAND ${GZIP} -9 -n -c ${CMAKE_SOURCE_DIR}/packaging/changelog > ${CMAKE_BINARY_DIR}/packaging/changelog.gz
        DEPENDS ${CMAKE_SOURCE_DIR}/packaging/changelog)
    add_custom_target(package_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog.gz)
    install(FILES ${CMAKE_BINARY_DIR}/packaging/changelog.gz DESTINATION ${ASKR_DOC_DIR})
endif()

include(CPack)
