#!/usr/bin/env bash
# Builds the TextEditing sources together with FuzzEntry.swift as a libFuzzer binary and
# runs it, bounded in time (FUZZ_SECONDS, default 60) or runs (FUZZ_RUNS).
# Usage: Fuzz/text/run.sh   (from anywhere)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="${FUZZ_OUT:-/tmp/ferry-fuzz-text}"
mkdir -p "$out/corpus"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name TextEditingFuzz \
    "$root"/Sources/TextEditing/*.swift "$here/FuzzEntry.swift" -o "$out/fuzz-text"
limit=(-max_total_time="${FUZZ_SECONDS:-60}")
if [[ -n "${FUZZ_RUNS:-}" ]]; then limit=(-runs="$FUZZ_RUNS"); fi
# New inputs go to the working corpus in $out; the seeds in corpus/ stay as they are.
SWIFT_BACKTRACE=enable=no "$out/fuzz-text" "${limit[@]}" -max_len=256 -print_final_stats=1 \
    -artifact_prefix="$out/" "$out/corpus" "$here/corpus"
