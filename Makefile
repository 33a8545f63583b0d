# Ferry's everyday commands. Each one installs what it needs first (scripts/install-deps
# skips what is already present).
export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift

.PHONY: deps deps-libs build run demo screenshots types test test-libs docs bench fuzz clean install uninstall

deps:
	@scripts/install-deps

# Only what the headless libraries need to build and test (no GTK).
deps-libs:
	@scripts/install-deps --libs

build: deps
	$(SWIFT) build

# Starts the Ferry app. With no display it starts the app on a private Xvfb, walks every
# page and writes a screenshot of each to screenshots/, saying where.
# The settings schema is compiled into the build folder, where GSETTINGS_SCHEMA_DIR shows
# it to the app (an installed app finds it under the prefix).
run: deps
	$(SWIFT) build --product ferry
	scripts/build-locale
	glib-compile-schemas --strict --targetdir .build/schemas data
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
		GSETTINGS_SCHEMA_DIR=$(CURDIR)/.build/schemas $$($(SWIFT) build --show-bin-path)/ferry; \
	else \
		echo "No display: starting Ferry on a private Xvfb and writing screenshots."; \
		scripts/screenshots screenshots; \
	fi

# The GtkKit demo window (drag and drop, clipboard, file drops, widgets).
demo: deps
	$(SWIFT) build --product gtkkit-demo
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
		$$($(SWIFT) build --show-bin-path)/gtkkit-demo; \
	else \
		scripts/gtkkit-demo-screenshots screenshots/demo; \
	fi

# Regenerates the screenshots shown in the README.
screenshots: deps
	scripts/screenshots docs/screenshots

# The type registry at work without a display (file names, MIME types, identifiers).
types: deps
	$(SWIFT) run ferry-types photo.JPG public.png README.md
	$(SWIFT) run ferry-types --mime video/mp4 text/csv

# Every test: unit tests, the Swift 5 source-compatibility package, and (once the app
# exists) the UI tests under Xvfb.
test: deps
	scripts/run-tests

# The headless libraries' tests alone, on a machine without GTK: FERRY_HEADLESS=1 leaves
# every GTK target out of Package.swift.
test-libs: deps-libs
	FERRY_HEADLESS=1 $(SWIFT) test

# The libraries' documentation (DocC, from the compiler's symbol graphs) as a static site
# in docs/api/; fails on an undocumented public symbol or a broken link.
docs: deps
	scripts/build-docs

# Release-mode benchmarks, Ferry next to its anchors; `make bench BENCH=types` runs one.
bench: deps
	$(SWIFT) build -c release --product ferry-bench
	.build/release/ferry-bench $(BENCH)

# Every fuzz target for FUZZ_SECONDS (default 30) each, with the CSV target's full
# cross-check; `make test` runs a short smoke of the same (Fuzz/run-all.sh).
FUZZ_SECONDS ?= 30
fuzz:
	Fuzz/run-all.sh $(FUZZ_SECONDS)

# Installs the release app under PREFIX (staged under DESTDIR for packaging): the
# binary, its data in share/ferry, desktop entry, icons, metainfo and MIME package (in
# every language of po/LINGUAS), and the translations; see docs/installing.md and
# scripts/install-ferry. BINARY=path installs that ferry instead of building
# the release one (the install test installs the debug build it already has).
PREFIX ?= /usr/local
DESTDIR ?=
BINARY ?=
install: deps
ifeq ($(BINARY),)
	$(SWIFT) build -c release --product ferry --static-swift-stdlib
endif
	scripts/install-ferry install --binary "$(or $(BINARY),.build/release/ferry)" --prefix "$(PREFIX)" --destdir "$(DESTDIR)"
	$(MAKE) install-locale PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)"

uninstall: uninstall-locale
	scripts/install-ferry uninstall --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

clean:
	rm -rf .build

# Translations (po/): `make po` regenerates po/ferry.pot from the sources (xgettext) and
# merges it into each po/<lang>.po; `make locale` compiles them beside the build, where
# `make run` and the tests find them; `make install-locale PREFIX=… DESTDIR=…` installs
# them as $(DESTDIR)$(PREFIX)/share/locale/<lang>/LC_MESSAGES/ferry.mo.
.PHONY: po locale install-locale uninstall-locale
po:
	scripts/update-po

locale:
	scripts/build-locale

install-locale:
	scripts/build-locale "$(DESTDIR)$(PREFIX)/share/locale"

uninstall-locale:
	rm -f $(patsubst po/%.po,"$(DESTDIR)$(PREFIX)/share/locale/%/LC_MESSAGES/ferry.mo",$(wildcard po/*.po))
