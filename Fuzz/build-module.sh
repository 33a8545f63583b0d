#!/usr/bin/env bash
# Builds Ferry modules with libFuzzer coverage and AddressSanitizer into $1 (a build folder),
# for fuzz entry points to link against. Usage: build-module.sh <out> <Module>...
# One package name for all, as SwiftPM gives them: modules share `package` declarations.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$1"; shift
mkdir -p "$out"
for module in "$@"; do
  if [ "$out/$module.o" -nt "$root/Sources/$module" ] && [ -z "$(find "$root/Sources/$module" -newer "$out/$module.o" -name '*.swift')" ]; then
    continue
  fi
  echo "fuzz: compiling $module with -sanitize=fuzzer,address"
  # (-I for the header-only C modules Swift modules import, such as CCSVSupport.)
  swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name "$module" -package-name Ferry \
    -I "$out" -I "$root/Sources/CCSVSupport/include" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -c $(find "$root/Sources/$module" -name '*.swift' | sort) -o "$out/$module.o"
done
