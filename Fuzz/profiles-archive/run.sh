#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Fuzzes ProfilesArchive import (CSV → [Profile], then write and read back) with
# libFuzzer + AddressSanitizer, linked against the modules built by ../build-module.sh.
# Usage: Fuzz/profiles-archive/run.sh [seconds] (see ../common.sh).
source "$(dirname "$0")/../common.sh"
"$here/../build-module.sh" "$modules" FerryLogging UniformTypeIdentifiers CoreTransferable StableCollections CSV Profiles
swiftc "$FUZZ_OPTIMIZATION" -wmo -parse-as-library -sanitize=fuzzer,address -package-name Ferry -I "$modules" -I "$root/Sources/CSQLite" \
  -I "$root/Sources/CCSVSupport/include" -module-name ProfilesArchiveFuzz "$here/FuzzProfilesArchive.swift" \
  "$modules"/{FerryLogging,UniformTypeIdentifiers,CoreTransferable,StableCollections,CSV,Profiles}.o "$modules/CSVRecordScan.o" \
  -lsqlite3 -o "$work/fuzz-profiles-archive"
FERRY_NO_DESKTOP_TYPES=1 run_fuzzer "$work/fuzz-profiles-archive" -max_len=4096 -rss_limit_mb=4096
