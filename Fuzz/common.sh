# Sourced by each Fuzz/<target>/run.sh: the paths, the time bound and the way every target
# runs its fuzzer. Arguments of run.sh: [seconds] (default $FUZZ_SECONDS, else 60).
# FUZZ_RUNS=N bounds the run by executions instead; FUZZ_FLAGS adds libFuzzer flags;
# FUZZ_OPTIMIZATION=-Onone builds without optimisation (about a fifth of the compile time,
# for the CI smoke; slower fuzzing), -O by default.
# The working corpus lives in .build-fuzz/<target>/corpus (seeded from the target's corpus/
# or seeds/, which stay as they are, and kept between runs); crashes go to
# .build-fuzz/<target>/crashes/.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
seconds="${1:-${FUZZ_SECONDS:-60}}"
target="$(basename "$here")"
work="$root/.build-fuzz/$target"
export FUZZ_OPTIMIZATION="${FUZZ_OPTIMIZATION:--O}"
# Objects of both optimisation levels are kept apart, so neither is reused for the other.
modules="$root/.build-fuzz/modules$FUZZ_OPTIMIZATION"
mkdir -p "$work/corpus" "$work/crashes"
for seeds in "$here/corpus" "$here/seeds"; do
  [ -d "$seeds" ] || continue
  for seed in "$seeds"/*; do [ -e "$work/corpus/$(basename "$seed")" ] || cp "$seed" "$work/corpus/"; done
done

# Runs the fuzzer binary $1 on the working corpus with the target's flags ($2...).
# SWIFT_BACKTRACE=enable=no: Swift's crash backtracer misbehaves under ASan (it reports a
# bogus error of its own and can hang; see shared/FUZZ-NOTES.md). -timeout=10: an input
# that takes longer is a finding (a hang), not a slow run.
# ASAN_OPTIONS=malloc_context_size=0 (unless ASAN_OPTIONS is set): ASan keeps no stack of
# each allocation and free, which made the CSV target a tenth faster (346 against 312
# runs/s, two runs side by side). Every error is still found and its input written; for
# the stacks of a use after free, run that input again with
# ASAN_OPTIONS=malloc_context_size=30.
run_fuzzer() {
  local binary="$1"; shift
  local limit=(-max_total_time="$seconds")
  if [ -n "${FUZZ_RUNS:-}" ]; then limit=(-runs="$FUZZ_RUNS"); fi
  cd "$work"
  ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}" SWIFT_BACKTRACE=enable=no "$binary" "${limit[@]}" -timeout=10 -artifact_prefix="$work/crashes/" \
    -print_final_stats=1 "$@" ${FUZZ_FLAGS:-} corpus
}
