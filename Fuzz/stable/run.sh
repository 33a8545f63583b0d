#!/bin/sh
# Builds the StableCollections fuzzer (module sources + FuzzEntry.swift) and runs it for
# a bounded time. Usage: Fuzz/stable/run.sh [seconds]   (default 60)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sources="$here/../../Sources/StableCollections"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name StableCollectionsFuzz \
    "$sources"/*.swift "$here/FuzzEntry.swift" -o "$work/fuzz-stable"
mkdir -p "$work/corpus"
cp "$here"/corpus/* "$work/corpus/"
SWIFT_BACKTRACE=enable=no "$work/fuzz-stable" -max_total_time="${1:-60}" -max_len=256 \
    -print_final_stats=1 "$work/corpus"
