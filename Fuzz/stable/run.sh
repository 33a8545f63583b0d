#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Fuzzes StableCollections (module sources compiled with FuzzEntry.swift) with libFuzzer +
# AddressSanitizer. Usage: Fuzz/stable/run.sh [seconds] (see ../common.sh).
source "$(dirname "$0")/../common.sh"
swiftc "$FUZZ_OPTIMIZATION" -sanitize=fuzzer,address -parse-as-library -module-name StableCollectionsFuzz \
  "$root"/Sources/StableCollections/*.swift "$here/FuzzEntry.swift" -o "$work/fuzz-stable"
run_fuzzer "$work/fuzz-stable" -max_len=256
