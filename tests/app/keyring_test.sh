#!/usr/bin/env bash
# usage: keyring_test.sh TEST_BINARY WORKDIR
# Runs the keyring test twice: once in a private D-Bus session with
# gnome-keyring-daemon unlocked in it (a real Secret Service, as a desktop
# login has), once with no D-Bus at all (a bare server).
set -u
binary=$1 work=$2
rm -rf "$work" && mkdir -p "$work/home" "$work/run" && chmod 700 "$work/run" || exit 1
export HOME=$work/home XDG_RUNTIME_DIR=$work/run XDG_CONFIG_HOME=$work/home/.config XDG_DATA_HOME=$work/home/.local/share
export QT_QPA_PLATFORM=offscreen
for tool in dbus-run-session gnome-keyring-daemon secret-tool; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing (scripts/setup installs dbus, gnome-keyring, libsecret-tools)"; exit 1; }
done
status=0
echo "== with a Secret Service (gnome-keyring-daemon)"
ASKR_TEST_KEYRING=secret-service dbus-run-session -- bash -c '
    printf "keyring-test-password" | gnome-keyring-daemon --unlock --components=secrets >/dev/null || { echo "FAIL: gnome-keyring-daemon did not start"; exit 1; }
    exec "$0" rememberedTokenGoesToTheKeyring openingWithoutRememberForgets oldTokensMoveToTheKeyring' "$binary" || status=1
echo "== with no keyring (no D-Bus)"
env -u DBUS_SESSION_BUS_ADDRESS -u DISPLAY -u WAYLAND_DISPLAY ASKR_TEST_KEYRING=none "$binary" oldTokensStayWithoutKeyring noKeyringRemembersNothing || status=1
exit $status
