# Ferry's everyday commands. Each one installs what it needs first (scripts/install-deps
# skips what is already present).
export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift

.PHONY: deps build run test bench fuzz clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

# Until the desktop app lands, `make run` shows the type registry at work on a few
# inputs (a file name, a MIME type, an identifier, this README).
run: deps
	$(SWIFT) build --product ferry-types
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

fuzz:
	@for script in Fuzz/*/run.sh; do echo "== $$script"; $$script; done

clean:
	rm -rf .build
