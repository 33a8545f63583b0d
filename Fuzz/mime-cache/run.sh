#!/bin/sh
# Fuzzes the mime.cache reader (validation and every lookup) with libFuzzer + AddressSanitizer.
#   Fuzz/mime-cache/run.sh [seconds]     (default 60; extra libFuzzer flags via FUZZ_FLAGS)
# Builds .build/fuzz/mime-cache from the module's SharedMIMEInfo sources and this entry
# point, then runs it on a scratch copy of the seed corpus (seeds/ is never modified).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
seconds=${1:-60}
work="$root/.build/fuzz/mime-cache"
mkdir -p "$work/corpus" "$work/crashes"
cp "$here"/seeds/* "$work/corpus/"
# The machine's own cache, when there is one, is a large real seed.
[ -f /usr/share/mime/mime.cache ] && cp /usr/share/mime/mime.cache "$work/corpus/system.cache"
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name MIMECacheFuzz \
    "$root"/Sources/UniformTypeIdentifiers/SharedMIMEInfo/*.swift "$root/Sources/UniformTypeIdentifiers/DesktopMIMEDatabase.swift" "$here/FuzzMIMECache.swift" \
    -o "$work/fuzz-mime-cache"
cd "$work"
SWIFT_BACKTRACE=enable=no ./fuzz-mime-cache -max_total_time="$seconds" -rss_limit_mb=4096 \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 ${FUZZ_FLAGS:-} corpus
