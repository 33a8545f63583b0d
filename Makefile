# Ferry's everyday commands. Each one installs what it needs first (scripts/install-deps
# skips what is already present).
export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift

.PHONY: deps build run types test bench fuzz clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

# Until the Ferry app lands, `make run` starts gtkkit-demo, the GTK 4 window that shows
# GtkKit's drag and drop, clipboard, file drops and shell. With no display it starts the
# demo on a private Xvfb and writes a screenshot of every page to screenshots/.
run: deps
	$(SWIFT) build --product gtkkit-demo
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
		$$($(SWIFT) build --show-bin-path)/gtkkit-demo; \
	else \
		echo "No display: starting the demo on a private Xvfb and writing screenshots."; \
		scripts/gtkkit-demo-screenshots screenshots; \
	fi

# The type registry at work without a display (file names, MIME types, identifiers).
types: deps
	$(SWIFT) run ferry-types photo.JPG public.png README.md
	$(SWIFT) run ferry-types --mime video/mp4 text/csv

# Every test: unit tests, the Swift 5 source-compatibility package, and (once the app
# exists) the UI tests under Xvfb.
test: deps
	scripts/run-tests

# Release-mode benchmarks, Ferry next to its anchors; `make bench BENCH=types` runs one.
bench: deps
	$(SWIFT) build -c release --product ferry-bench
	.build/release/ferry-bench $(BENCH)

# Every fuzz target for FUZZ_SECONDS (default 30) each; not part of CI.
FUZZ_SECONDS ?= 30
fuzz:
	@for script in Fuzz/*/run.sh; do echo "== $$script"; FUZZ_SECONDS=$(FUZZ_SECONDS) $$script $(FUZZ_SECONDS); done

clean:
	rm -rf .build
