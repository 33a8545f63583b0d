#!/usr/bin/env bash
# Builds the CSV reader fuzzer (libFuzzer + AddressSanitizer) from Sources/CSV (with the
# CCSVSupport header) and this entry point, then runs it for a bounded time. Usage: Fuzz/csv/run.sh [seconds] [extra libFuzzer flags]
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
# CCSVSupport is header-only (static inline functions): its module map is all swiftc needs.
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name CSVFuzz \
    -I "$root/Sources/CCSVSupport/include" \
    "${sources[@]}" "$here/FuzzCSVReader.swift" -o "$build/fuzz-csv"
# Swift's own crash backtracer misbehaves under ASan (see shared/FUZZ-NOTES.md).
export SWIFT_BACKTRACE=enable=no
"$build/fuzz-csv" -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 "$@" \
    "$here/corpus-work" "$here/corpus"
