#!/usr/bin/env bash
# Builds the CSV reader fuzzer (libFuzzer + AddressSanitizer) from Sources/CSV (with
# CCSVSupport) and this entry point, then runs it for a bounded time. Usage: Fuzz/csv/run.sh [seconds] [extra libFuzzer flags]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
seconds="${1:-60}"
shift || true
build="$here/build"
mkdir -p "$build" "$here/corpus-work"
sources=()
for file in "$root"/Sources/CSV/*.swift; do
    case "$file" in *+Foundation.swift) ;; *) sources+=("$file") ;; esac
done
# CCSVSupport: the block-mask header is inline; the record scanner is a C file, built with
# the same sanitizers (clang from the Swift toolchain) and linked in.
clang -O2 -g -fsanitize=fuzzer-no-link,address -I "$root/Sources/CCSVSupport/include" \
    -c "$root/Sources/CCSVSupport/CSVRecordScan.c" -o "$build/CSVRecordScan.o"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name CSVFuzz \
    -I "$root/Sources/CCSVSupport/include" \
    "${sources[@]}" "$here/FuzzCSVReader.swift" "$build/CSVRecordScan.o" -o "$build/fuzz-csv"
# Swift's own crash backtracer misbehaves under ASan (see shared/FUZZ-NOTES.md).
export SWIFT_BACKTRACE=enable=no
"$build/fuzz-csv" -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 "$@" \
    "$here/corpus-work" "$here/corpus"
