#!/usr/bin/env bash
#
# kernels.sh - times affc's C against hand-written C, both serial, on the
# kernels of bench/kernels/, side by side in one run.
#
# Usage: bench/kernels.sh [kernel...]     (default: every kernel)
# Environment: AFFC (default build/affc), CC (default gcc), CFLAGS (default
#   bench_default_cflags of bench/kernels/lib.sh, which says why), REPEAT (default 5: the fewest timed runs of each
#   version; the fastest counts), MIN_TIME (default 1: seconds; short
#   kernels run more often, until each version's runs add up to this),
#   CLOCK (default cpu: a run's time is its thread's CPU time, which time
#   spent descheduled on a busy machine does not inflate; wall: wall-clock
#   time), BENCH_DIR (default build/bench/kernels: the work directory).
#
# For each kernel NAME it runs `affc --emit=c bench/kernels/NAME.mlir`,
# compiles affc's C and the hand-written bench/kernels/NAME.c (without
# -fopenmp: its pragmas are ignored) separately with the same $CC $CFLAGS,
# renames the two copies of the kernel function (objcopy) and links both
# with bench/kernels/harness.c into one program (bench/kernels/lib.sh).
# That program checks that both versions give bit-identical arrays and
# prints, per kernel, the best time of each, the ratio hand/affc (1.0 or
# more: affc is at least as fast) and a summary. Exit status 0 when every
# kernel built and agreed. bench/parallel.sh adds OpenMP, clang and MLIR's
# own lowering; bench/kernels/check.sh checks the MLIR itself against
# mlir-runner.

set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
kernels_dir=$root/bench/kernels
# shellcheck source=bench/kernels/lib.sh
source "$kernels_dir/lib.sh"
affc=${AFFC:-$root/build/affc}
cc=${CC:-gcc}
cflags=${CFLAGS:-$bench_default_cflags}
case ${CLOCK:-cpu} in
  cpu) clock_flag=() ;;
  wall) clock_flag=(--wall) ;;
  *) echo "kernels.sh: CLOCK must be cpu or wall" >&2; exit 1 ;;
esac
work=${BENCH_DIR:-$root/build/bench/kernels}

[ -x "$affc" ] || { echo "kernels.sh: $affc not found (build affc first)" >&2; exit 1; }
bench_check_tools "$cc" objcopy
names=("$@")
versions=(hand affc)
bench_build_all

echo "affc: $("$affc" --version | head -n 1); $cc: $("$cc" --version | head -n 1)"
echo "flags: $cflags; cpu: $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
status=0
"$work/harness" "${clock_flag[@]}" --ratio 'hand/affc>=0.95' \
  "${REPEAT:-5}" "${MIN_TIME:-1}" || status=1
[ "$bench_incomplete" = 0 ] || status=1
exit $status
