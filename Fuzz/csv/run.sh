#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Fuzzes the CSV reader (libFuzzer + AddressSanitizer): Sources/CSV and its C record
# scanner compiled with this entry point. Usage: Fuzz/csv/run.sh [seconds] (see ../common.sh).
# FERRY_CSV_FUZZ=fast checks the fastest scanner build against the byte-level parser only
# (the CI smoke run); the default checks every build and the portable block scan.
source "$(dirname "$0")/../common.sh"
sources=()
for file in "$root"/Sources/CSV/*.swift; do
  case "$file" in *+Foundation.swift) ;; *) sources+=("$file") ;; esac
done
clang -O2 -g -fsanitize=fuzzer-no-link,address -I "$root/Sources/CCSVSupport/include" \
  -c "$root/Sources/CCSVSupport/CSVRecordScan.c" -o "$work/CSVRecordScan.o"
swiftc "$FUZZ_OPTIMIZATION" -sanitize=fuzzer,address -parse-as-library -module-name CSVFuzz \
  -I "$root/Sources/CCSVSupport/include" \
  "${sources[@]}" "$here/FuzzCSVReader.swift" "$work/CSVRecordScan.o" -o "$work/fuzz-csv"
run_fuzzer "$work/fuzz-csv" -max_len=4096
