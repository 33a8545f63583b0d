#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds Ferry modules with libFuzzer coverage and AddressSanitizer into $1 (a build folder),
# for fuzz entry points to link against. Usage: build-module.sh <out> <Module>...
# (optimised with $FUZZ_OPTIMIZATION, -O by default).
# List modules in dependency order: a module is rebuilt when one of its Swift files (for
# CSV also a C file or header of its record scanner, CCSVSupport), or the object of a module
# listed before it, is newer than its own object. CSV also builds its C record scanner as
# $out/CSVRecordScan.o, which whatever links CSV.o needs.
# One package name for all, as SwiftPM gives them: modules share `package` declarations.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
out="$1"; shift
mkdir -p "$out"
built=()
for module in "$@"; do
  object="$out/$module.o"
  stale=""
  sources=("$root/Sources/$module")
  if [ "$module" = CSV ]; then sources+=("$root/Sources/CCSVSupport"); fi
  for folder in "${sources[@]}"; do
    if [ ! "$object" -nt "$folder" ] || [ -n "$(find "$folder" -newer "$object" \( -name '*.swift' -o -name '*.c' -o -name '*.h' \))" ]; then
      stale=1
    fi
  done
  for earlier in "${built[@]}"; do [ "$out/$earlier.o" -nt "$object" ] && stale=1; done
  built+=("$module")
  [ -n "$stale" ] || continue
  echo "fuzz: compiling $module with -sanitize=fuzzer,address"
  # (-I for the C modules Swift modules import: CCSVSupport's headers, CSQLite's module map.)
  swiftc "${FUZZ_OPTIMIZATION:--O}" -wmo -parse-as-library -sanitize=fuzzer,address -module-name "$module" -package-name Ferry \
    -I "$out" -I "$root/Sources/CCSVSupport/include" -I "$root/Sources/CSQLite" \
    -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -c $(find "$root/Sources/$module" -name '*.swift' | sort) -o "$object"
  if [ "$module" = CSV ]; then
    clang -O2 -g -fsanitize=fuzzer-no-link,address -I "$root/Sources/CCSVSupport/include" \
      -c "$root/Sources/CCSVSupport/CSVRecordScan.c" -o "$out/CSVRecordScan.o"
  fi
done
