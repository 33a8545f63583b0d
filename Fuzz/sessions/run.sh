#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Fuzzes TransferSessions' CollectionStore (a program of store transactions checked against a
# reference model) with libFuzzer + AddressSanitizer, linked against the modules built by
# ../build-module.sh. Usage: Fuzz/sessions/run.sh [seconds] (see ../common.sh).
source "$(dirname "$0")/../common.sh"
"$here/../build-module.sh" "$modules" FerryLogging UniformTypeIdentifiers CoreTransferable TransferSessions
swiftc "$FUZZ_OPTIMIZATION" -wmo -parse-as-library -sanitize=fuzzer,address -I "$modules" -module-name SessionsFuzz "$here/FuzzEntry.swift" \
  "$modules"/{FerryLogging,UniformTypeIdentifiers,CoreTransferable,TransferSessions}.o -o "$work/fuzz-sessions"
run_fuzzer "$work/fuzz-sessions" -max_len=512
