#!/usr/bin/env bash
# Builds and runs every fuzz target (Fuzz/*/run.sh) for [seconds] each (default 30), one
# after the other, and prints per target: executions, crashes, corpus size at start and
# end. Fails when a target does not build, crashes, or reports a sanitizer error.
# The CI smoke run (scripts/run-tests) is `FERRY_CSV_FUZZ=fast Fuzz/run-all.sh 12`.
# Logs: .build-fuzz/<target>.log. FUZZ_NICE=19 runs the fuzzers at low priority.
set -uo pipefail
fuzz="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$fuzz/.." && pwd)"
seconds="${1:-30}"
mkdir -p "$root/.build-fuzz"
started=$SECONDS
failed=()
summary=()
for script in "$fuzz"/*/run.sh; do
  target="$(basename "$(dirname "$script")")"
  log="$root/.build-fuzz/$target.log"
  echo "fuzz: $target ($seconds s)"
  nice -n "${FUZZ_NICE:-0}" "$script" "$seconds" >"$log" 2>&1
  status=$?
  # libFuzzer's own lines: "#N INITED ... corp: C/Sb" at start, "#N DONE ... corp: C/Sb" at the end.
  executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  initial="$(grep -E '^#[0-9]+[[:space:]]+INITED' "$log" | sed -n 's/.*corp: \([0-9]*\)\/.*/\1/p' | tail -1)"
  final="$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | sed -n 's/.*corp: \([0-9]*\)\/.*/\1/p' | tail -1)"
  # libFuzzer stops at the first crash, timeout or out-of-memory and writes its input.
  crashes="$(grep -c '^Test unit written to\|^artifact_prefix=.*Test unit written' "$log")"
  line="$target: ${executions:-?} executions, corpus ${initial:-?} → ${final:-?} inputs, $crashes crashes"
  if [ "$status" -ne 0 ] || [ -z "$executions" ]; then
    line="$line, FAILED (exit $status; log $log)"
    failed+=("$target")
    tail -30 "$log" | sed "s/^/  $target| /"
  fi
  summary+=("$line")
  echo "  $line"
done
echo "fuzz: ${#summary[@]} targets in $((SECONDS - started)) s"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "fuzz: FAILED: ${failed[*]}"
  exit 1
fi
