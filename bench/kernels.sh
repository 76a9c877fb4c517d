#!/usr/bin/env bash
#
# kernels.sh - times affc's C against hand-written C on the kernels of
# bench/kernels/, side by side in one run.
#
# Usage: bench/kernels.sh [kernel...]     (default: every kernel)
# Environment: AFFC (default build/affc), CC (default gcc), CFLAGS (default
#   -O3 -march=native -ffp-contract=off: affc's C does MLIR's arithmetic,
#   with no fused multiply-add, and so must the hand-written C for the
#   outputs to agree), REPEAT (default 5: the fewest timed runs of each
#   version; the fastest counts), MIN_TIME (default 1: seconds; short
#   kernels run more often, until each version's runs add up to this),
#   CLOCK (default cpu: a run's time is its thread's CPU time, which time
#   spent descheduled on a busy machine does not inflate; wall: wall-clock
#   time), BENCH_DIR (default build/bench/kernels: the work directory).
#
# For each kernel NAME it runs `affc --emit=c bench/kernels/NAME.mlir`,
# compiles affc's C and the hand-written bench/kernels/NAME.c separately
# with the same $CC $CFLAGS, renames the two copies of the kernel function
# (objcopy) and links both with bench/kernels/harness.c into one program.
# That program checks that both versions give bit-identical arrays and
# prints, per kernel, the best time of each, the ratio hand/affc (1.0 or
# more: affc is at least as fast) and a summary. Exit status 0 when every
# kernel built and agreed. bench/kernels/check.sh checks the MLIR itself
# against mlir-runner.

set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
kernels_dir=$root/bench/kernels
# shellcheck source=bench/kernels/lib.sh
source "$kernels_dir/lib.sh"
affc=${AFFC:-$root/build/affc}
cc=${CC:-gcc}
cflags=${CFLAGS:--O3 -march=native -ffp-contract=off}
repeat=${REPEAT:-5}
min_time=${MIN_TIME:-1}
case ${CLOCK:-cpu} in
  cpu) clock_flag=() ;;
  wall) clock_flag=(--wall) ;;
  *) echo "kernels.sh: CLOCK must be cpu or wall" >&2; exit 1 ;;
esac
work=${BENCH_DIR:-$root/build/bench/kernels}

for tool in "$affc" "$(command -v "$cc" || true)" "$(command -v objcopy || true)"; do
  if [ ! -x "$tool" ]; then
    echo "kernels.sh: ${tool:-$cc or objcopy} not found (build affc first)" >&2
    exit 1
  fi
done
mkdir -p "$work"
rm -f "$work"/*.o "$work/kernel_table.h"

# build NAME: compiles both versions of kernel NAME into $work/NAME.affc.o
# and $work/NAME.hand.o, the function renamed <symbol>_affc and
# <symbol>_hand, and adds the kernel to the table. Fails if either does
# not build.
build() {
  local name=$1 src=$kernels_dir/$1.mlir sym version c
  sym=$(bench_symbol "$name")
  "$affc" --emit=c "$src" -o "$work/$name.affc.c" || return 1
  for version in affc hand; do
    c=$work/$name.affc.c
    [ "$version" = hand ] && c=$kernels_dir/$name.c
    # shellcheck disable=SC2086
    $cc $cflags -c "$c" -o "$work/$name.$version.tmp.o" || return 1
    objcopy --redefine-sym "$sym=${sym}_$version" \
      "$work/$name.$version.tmp.o" "$work/$name.$version.o" || return 1
    rm "$work/$name.$version.tmp.o"
  done
  bench_table_line "$name" "$src" >> "$work/kernel_table.h"
}

failed=0
names=("$@")
[ $# -gt 0 ] || names=("${bench_all_kernels[@]}")
for name in "${names[@]}"; do
  if [ ! -f "$kernels_dir/$name.mlir" ]; then
    echo "kernels.sh: no kernel $name in $kernels_dir" >&2
    exit 1
  fi
  if ! build "$name"; then
    echo "kernels.sh: $name left out: it does not build (above)" >&2
    failed=1
  fi
done
if [ ! -s "$work/kernel_table.h" ]; then
  echo "kernels.sh: no kernel built" >&2
  exit 1
fi
# shellcheck disable=SC2086
$cc $cflags -I"$work" -I"$kernels_dir" -o "$work/harness" \
  "$kernels_dir/harness.c" "$work"/*.o -lm

echo "affc: $("$affc" --version | head -n 1); $cc: $("$cc" --version | head -n 1)"
echo "flags: $cflags; cpu: $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
"$work/harness" "${clock_flag[@]}" "$repeat" "$min_time" || failed=1
exit $failed
