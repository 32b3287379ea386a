#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages ToggleKit's build and tests need, if any is missing.
# Needs root or sudo for apt-get. Swift 6 itself must already be installed (swift.org toolchain).
# Usage: install-dependencies.sh [PACKAGE...]: the packages named are needed too (make bench
# names python3-pyqt5, for Qt's tree measured beside ToggleKit's in the same run).
set -euo pipefail

packages=(libgtk-4-dev libxtst-dev xvfb xauth xdotool imagemagick dbus dbus-x11 at-spi2-core python3-pyatspi
  gir1.2-atspi-2.0 librsvg2-common fonts-dejavu-core valgrind orca gettext locales
  # The C library for every GNOME language (make library, Tests/Introspection): GObject
  # Introspection, PyGObject and pytest, GJS, Vala, libadwaita for the preferences
  # example, gi-docgen for `make docs`.
  gobject-introspection libgirepository1.0-dev python3-gi gir1.2-gtk-4.0 python3-pytest gjs valac
  gir1.2-adw-1 gi-docgen
  # Tests/Support/session.sh writes GNOME's accessibility setting into each test session's
  # own dconf database; make check runs shellcheck.
  libglib2.0-bin dconf-gsettings-backend gsettings-desktop-schemas shellcheck
  # The C library's tests use its make install and make uninstall, and its meson build.
  make meson ninja-build
  "$@")
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# One real locale besides C, for the test that a gettext catalog is used (gettext ignores
# LANGUAGE in the C locales). Made once, with the locales package's own localedef.
ensure_test_locale() {
  locale -a 2>/dev/null | grep -qix 'de_DE.utf8' && return 0
  command -v localedef >/dev/null || return 0
  echo "ToggleKit: making the de_DE.UTF-8 locale for the translation tests" >&2
  if [ "$(id -u)" -eq 0 ]; then
    localedef -i de_DE -f UTF-8 de_DE.UTF-8
  else
    sudo localedef -i de_DE -f UTF-8 de_DE.UTF-8
  fi
}
if [ ${#missing[@]} -eq 0 ]; then
  ensure_test_locale
  exit 0
fi
echo "ToggleKit: installing missing packages: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "ToggleKit: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
ensure_test_locale
command -v swift >/dev/null || { echo "ToggleKit: Swift 6 is not installed (see swift.org/install)" >&2; exit 1; }
