#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Fuzzes the mime.cache reader (validation and every lookup) with libFuzzer + AddressSanitizer:
# the module's SharedMIMEInfo sources compiled with this entry point.
# Usage: Fuzz/mime-cache/run.sh [seconds] (see ../common.sh).
source "$(dirname "$0")/../common.sh"
# The machine's own cache, when there is one, is a large real seed.
if [ -f /usr/share/mime/mime.cache ]; then cp /usr/share/mime/mime.cache "$work/corpus/system.cache"; fi
swiftc "$FUZZ_OPTIMIZATION" -g -sanitize=fuzzer,address -parse-as-library -module-name MIMECacheFuzz \
  "$root"/Sources/UniformTypeIdentifiers/SharedMIMEInfo/*.swift "$root/Sources/UniformTypeIdentifiers/DesktopMIMEDatabase.swift" \
  "$here/FuzzMIMECache.swift" -o "$work/fuzz-mime-cache"
run_fuzzer "$work/fuzz-mime-cache" -rss_limit_mb=4096
