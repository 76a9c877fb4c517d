#!/usr/bin/env bash
#
# run.sh - fuzzes affc: builds the libFuzzer target tests/fuzz/fuzz_affc.c
# (parse, verify, every emitter, the -O2 and -O3 passes) with clang,
# AddressSanitizer and UBSan, and runs it for SECONDS, mutating the test
# suite's own .mlir files with the grammar's tokens (tests/fuzz/mlir.dict).
#
# Usage: tests/fuzz/run.sh [SECONDS]      (default 60; CI runs 120)
# Environment: FUZZ_CC (default clang-22), FUZZ_BUILD (default build-fuzz),
#   FUZZ_DIR (default FUZZ_BUILD/fuzz: corpus/ grows across runs, crashes/
#   holds each input that failed), FUZZ_JOBS (default 1: parallel fuzzers),
#   FUZZ_SEED (default 1: libFuzzer's random seed, so a run can be
#   repeated; 0 picks one).
# A long run, for hours:  FUZZ_JOBS=$(nproc) tests/fuzz/run.sh 14400
# Exit status: 0 when nothing failed, 1 when an input crashed affc, leaked,
# hit undefined behaviour or took longer than 60 seconds (the input is in
# crashes/, named by libFuzzer's report).

set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-60}
cc=${FUZZ_CC:-clang-22}
build=${FUZZ_BUILD:-$root/build-fuzz}
work=${FUZZ_DIR:-$build/fuzz}
jobs=${FUZZ_JOBS:-1}

cmake -S "$root" -B "$build" -DCMAKE_C_COMPILER="$cc" -DAFFC_FUZZ=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
cmake --build "$build" --target affc_fuzz -j"$(nproc)" > /dev/null

# The seeds: every .mlir of the tests and samples under 64 KiB, named by
# their path's hash (names repeat across directories).
mkdir -p "$work/corpus" "$work/seeds" "$work/crashes"
find "$root/tests" "$root/samples" -name '*.mlir' -size -64k | while read -r f; do
  cp "$f" "$work/seeds/$(printf '%s' "${f#"$root"/}" | md5sum | cut -c1-16).mlir"
done

# -timeout=60: a 33-deep nest from the seeds takes 9 s under the
# sanitizers here (--emit=deps); a hang takes forever.
# -close_fd_mask=3: affc's own diagnostics on bad input are not failures;
# libFuzzer and the sanitizers still report on a descriptor of their own.
# Parallel fuzzers log to fuzz-N.log in the work directory.
parallel=()
[ "$jobs" = 1 ] || parallel=(-jobs="$jobs" -workers="$jobs")
status=0
cd "$work"
"$build/affc_fuzz" -max_total_time="$secs" -timeout=60 -rss_limit_mb=4096 \
  -max_len=16384 -dict="$root/tests/fuzz/mlir.dict" -close_fd_mask=3 \
  -seed="${FUZZ_SEED:-1}" "${parallel[@]}" -artifact_prefix="$work/crashes/" \
  "$work/corpus" "$work/seeds" || status=1
if [ "$status" != 0 ]; then
  echo "fuzz: failing inputs are in $work/crashes/" >&2
fi
exit $status
