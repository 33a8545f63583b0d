#!/bin/sh
# Builds the CollectionStore fuzzer (UniformTypeIdentifiers, CoreTransferable and
# TransferSessions compiled as modules with coverage, plus FuzzEntry.swift) and runs it
# for a bounded time. Usage: Fuzz/sessions/run.sh [seconds]   (default 60)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sources="$here/../../Sources"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags="-sanitize=fuzzer,address -parse-as-library -O -wmo -I $work"
# One package name for all, as SwiftPM gives them: modules share `package` declarations.
for module in FerryLogging UniformTypeIdentifiers CoreTransferable TransferSessions; do
    swiftc $flags -module-name "$module" -package-name Ferry -emit-module -emit-module-path "$work/$module.swiftmodule" \
        -emit-object -o "$work/$module.o" $(find "$sources/$module" -name "*.swift")
done
swiftc $flags -module-name SessionsFuzz "$here/FuzzEntry.swift" \
    "$work/FerryLogging.o" "$work/UniformTypeIdentifiers.o" "$work/CoreTransferable.o" "$work/TransferSessions.o" -o "$work/fuzz-sessions"
mkdir -p "$work/corpus"
cp "$here"/corpus/* "$work/corpus/"
SWIFT_BACKTRACE=enable=no "$work/fuzz-sessions" -max_total_time="${1:-60}" -max_len=512 \
    -print_final_stats=1 "$work/corpus"
