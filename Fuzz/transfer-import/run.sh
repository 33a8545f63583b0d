#!/usr/bin/env bash
# Fuzzes CoreTransferable's payload import. Usage: run.sh [seconds] (default 60).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$here/../.build-fuzz"
export PATH="/opt/swift/usr/bin:$PATH"
"$here/../build-module.sh" "$build" UniformTypeIdentifiers CoreTransferable
swiftc -O -parse-as-library -sanitize=fuzzer,address -I "$build" \
  "$here/FuzzTransferImport.swift" "$build/UniformTypeIdentifiers.o" "$build/CoreTransferable.o" \
  -o "$build/fuzz-transfer-import"
mkdir -p "$here/corpus-run"
cp -n "$here"/seeds/* "$here/corpus-run/" 2>/dev/null || true
SWIFT_BACKTRACE=enable=no FERRY_NO_DESKTOP_TYPES=1 "$build/fuzz-transfer-import" \
  -max_total_time="${1:-60}" -max_len=4096 -timeout=10 -print_final_stats=1 "$here/corpus-run" 2>&1 | tail -15
