# Shortcuts for the scripts; each installs what it needs first.
.PHONY: gallery check test bench stress mutations docs library install uninstall dist

# Where `make install` puts the C library; `make install PREFIX=DIR`.
PREFIX ?= /usr/local

gallery:
	bash scripts/gallery.sh

# The fast loop: swift format lint, shellcheck, the version check, the core's tests.
check:
	bash scripts/check.sh

test:
	bash scripts/test.sh

bench:
	bash scripts/bench.sh

stress:
	bash scripts/stress.sh

# Each reference model catches a deliberate break of its owner's code (about 10 minutes).
mutations:
	bash scripts/check-mutations.sh

docs:
	bash scripts/docs.sh

# The C library for C, Python, JavaScript and Vala: libtogglekit-gtk-1.so.0, togglekit.h,
# togglekit-gtk-1.pc, ToggleKit-1.gir and .typelib, togglekit-gtk-1.vapi, the .mo files;
# built for PREFIX, whose share/locale the library reads its translations from.
library:
	PREFIX="$(PREFIX)" bash scripts/build-library.sh

# LIBDIR (default PREFIX/lib) and DESTDIR work as in any GNU build.
install: library
	PREFIX="$(PREFIX)" LIBDIR="$(LIBDIR)" DESTDIR="$(DESTDIR)" bash scripts/install-library.sh install

uninstall:
	PREFIX="$(PREFIX)" LIBDIR="$(LIBDIR)" DESTDIR="$(DESTDIR)" bash scripts/install-library.sh uninstall

# The release tarball, .build/dist/togglekit-VERSION.tar.xz, from the committed tracked files.
dist:
	bash scripts/dist.sh
