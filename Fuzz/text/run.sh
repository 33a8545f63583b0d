#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Fuzzes TextEditing (module sources compiled with FuzzEntry.swift) with libFuzzer +
# AddressSanitizer. Usage: Fuzz/text/run.sh [seconds] (see ../common.sh).
source "$(dirname "$0")/../common.sh"
swiftc "$FUZZ_OPTIMIZATION" -sanitize=fuzzer,address -parse-as-library -module-name TextEditingFuzz \
  "$root"/Sources/TextEditing/*.swift "$here/FuzzEntry.swift" -o "$work/fuzz-text"
run_fuzzer "$work/fuzz-text" -max_len=256
