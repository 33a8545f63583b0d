#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds and runs every fuzz target (Fuzz/*/run.sh) for [seconds] each (default 30) and
# prints per target: executions, crashes, corpus size at start and end. Fails when a
# target does not build, crashes, hangs or reports a sanitizer error.
# The CI smoke run (scripts/run-tests) is `FERRY_CSV_FUZZ=fast FUZZ_OPTIMIZATION=-Onone Fuzz/run-all.sh 5`.
#
# Two lanes run side by side (FUZZ_LANES=1 runs one after the other): the targets that
# link modules built by build-module.sh (which share those objects, so they stay in one
# lane), and the targets that compile their sources themselves.
# Logs: .build-fuzz/<target>.log. FUZZ_NICE=19 runs everything at low priority.
set -uo pipefail
fuzz="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$fuzz/.." && pwd)"
seconds="${1:-30}"
results="$root/.build-fuzz/results"
rm -rf "$results"
mkdir -p "$results"
started=$SECONDS

# Runs one target and writes its summary line to $results/<target> (and "failed" beside
# it when it failed).
run_target() {
  local script="$1" target log status executions initial final crashes line
  target="$(basename "$(dirname "$script")")"
  log="$root/.build-fuzz/$target.log"
  echo "fuzz: $target ($seconds s) started"
  nice -n "${FUZZ_NICE:-0}" "$script" "$seconds" >"$log" 2>&1
  status=$?
  # libFuzzer's own lines: "#N INITED ... corp: C/Sb" at start, "#N DONE ... corp: C/Sb" at the end.
  executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  initial="$(grep -E '^#[0-9]+[[:space:]]+INITED' "$log" | sed -n 's/.*corp: \([0-9]*\)\/.*/\1/p' | tail -1)"
  final="$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | sed -n 's/.*corp: \([0-9]*\)\/.*/\1/p' | tail -1)"
  # libFuzzer stops at the first crash, timeout or out-of-memory and writes its input. A
  # slow unit (over 10 s, which a loaded machine can cause) is written too but ends
  # nothing: it is counted apart.
  crashes="$(grep 'Test unit written to' "$log" | grep -vc '/slow-unit-')"
  slow="$(grep -c 'Test unit written to .*/slow-unit-' "$log")"
  line="$target: ${executions:-?} executions, corpus ${initial:-?} → ${final:-?} inputs, $crashes crashes"
  if [ "$slow" -gt 0 ]; then line="$line, $slow slow inputs (over 10 s) kept in .build-fuzz/$target/crashes"; fi
  if [ "$status" -ne 0 ] || [ -z "$executions" ]; then
    line="$line, FAILED (exit $status; log $log)"
    touch "$results/$target.failed"
  fi
  echo "$line" >"$results/$target"
  echo "fuzz: $line"
}

shared=() own=()
for script in "$fuzz"/*/run.sh; do
  if grep -q 'build-module.sh' "$script"; then shared+=("$script"); else own+=("$script"); fi
done
if [ "${FUZZ_LANES:-2}" = 1 ]; then
  for script in "${shared[@]}" "${own[@]}"; do run_target "$script"; done
else
  (for script in "${shared[@]}"; do run_target "$script"; done) &
  (for script in "${own[@]}"; do run_target "$script"; done) &
  wait
fi

echo "fuzz: summary ($((SECONDS - started)) s in all, $seconds s per target)"
for script in "$fuzz"/*/run.sh; do
  target="$(basename "$(dirname "$script")")"
  echo "  $(cat "$results/$target" 2>/dev/null || echo "$target: did not run")"
done
failed="$(cd "$results" && ls -- *.failed 2>/dev/null | sed 's/\.failed$//' | tr '\n' ' ')"
if [ -n "$failed" ]; then
  for target in $failed; do tail -30 "$root/.build-fuzz/$target.log" | sed "s/^/  $target| /"; done
  echo "fuzz: FAILED: $failed"
  exit 1
fi
