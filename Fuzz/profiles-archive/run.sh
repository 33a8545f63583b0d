#!/usr/bin/env bash
# Fuzzes ProfilesArchive import (CSV → [Profile], then write and read back) with
# libFuzzer + AddressSanitizer. Compiles UniformTypeIdentifiers, CoreTransferable, CSV and
# Profiles from Sources/ with coverage, links FuzzProfilesArchive.swift, and runs on a
# scratch copy of the seed corpus (corpus/ is never modified).
#   Fuzz/profiles-archive/run.sh [seconds]     (default 60; extra libFuzzer flags via FUZZ_FLAGS)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
seconds="${1:-60}"
build="$root/.build-fuzz/profiles-archive"
mkdir -p "$build/modules" "$build/corpus" "$build/crashes"
flags=(-O -wmo -parse-as-library -sanitize=fuzzer,address -package-name Ferry -I "$build/modules" -I "$root/Sources/CSQLite"
  -I "$root/Sources/CCSVSupport/include")
for module in FerryLogging UniformTypeIdentifiers CoreTransferable StableCollections CSV Profiles; do
  echo "fuzz: compiling $module"
  swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$build/modules/$module.swiftmodule" \
    -c $(find "$root/Sources/$module" -name '*.swift' | sort) -o "$build/modules/$module.o"
done
# CSV's record scanner is C (CCSVSupport), built with the same sanitizers and linked in.
clang -O2 -g -fsanitize=fuzzer-no-link,address -I "$root/Sources/CCSVSupport/include" \
  -c "$root/Sources/CCSVSupport/CSVRecordScan.c" -o "$build/CSVRecordScan.o"
swiftc "${flags[@]}" -module-name ProfilesArchiveFuzz "$here/FuzzProfilesArchive.swift" \
  "$build"/modules/{FerryLogging,UniformTypeIdentifiers,CoreTransferable,StableCollections,CSV,Profiles}.o "$build/CSVRecordScan.o" \
  -lsqlite3 -o "$build/fuzz-profiles-archive"
cp "$here"/corpus/* "$build/corpus/"
cd "$build"
SWIFT_BACKTRACE=enable=no FERRY_NO_DESKTOP_TYPES=1 ./fuzz-profiles-archive -max_total_time="$seconds" -max_len=4096 \
  -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$build/crashes/" -print_final_stats=1 ${FUZZ_FLAGS:-} corpus
