#!/usr/bin/env bash
#
# scaling.sh - how affc's OpenMP C scales with the number of threads, next
# to the hand-written OpenMP C: each kernel of bench/kernels/ timed at 1,
# 2, 4, ... threads, up to the cores, by one compiler and no MLIR (so it
# runs on a machine that has only gcc: a many-core one, say).
#
# Usage: bench/scaling.sh [--plain] [kernel...]  (default: every kernel)
#   --plain   affc -O1 --parallel-reductions of the kernels written with
#             affine.for loops only (bench/kernels/plain/, as parallel.sh
#             --plain), as the version affc1-omp
# Environment:
#   THREAD_COUNTS  the thread counts to time (default: the powers of two
#             below the cores, then the cores)
#   AFFC      affc (default build/affc); CC: the compiler (default gcc)
#   CFLAGS    (default: bench_default_cflags of bench/kernels/lib.sh)
#   REPEAT, MIN_TIME, BENCH_DIR  as in parallel.sh (defaults 3, 0.5,
#             build/bench/scaling)
#
# Versions: hand (the serial reference), hand-omp and affc-omp, built
# once; the harness then runs once per thread count (OMP_NUM_THREADS),
# checking every version against the reference bit for bit. Its full
# output goes to $BENCH_DIR/threads-N.log; this script prints two tables,
# kernels by thread counts: the speedup of affc-omp over serial hand C,
# and affc-omp's time over hand-omp's (the target of parallel.sh, <= 1.05).
# Exit status 0 when every kernel built and agreed at every count.

set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
kernels_dir=$root/bench/kernels
# shellcheck source=bench/kernels/lib.sh
source "$kernels_dir/lib.sh"
affc=${AFFC:-$root/build/affc}
cc=${CC:-gcc}
cflags=${CFLAGS:-$bench_default_cflags}
plain=0
if [ "${1:-}" = --plain ]; then
  plain=1
  shift
fi
work=${BENCH_DIR:-$root/build/bench/scaling$([ $plain = 0 ] || echo -plain)}
affc_omp=$([ $plain = 0 ] && echo affc-omp || echo affc1-omp)
# nproc would follow OMP_NUM_THREADS; getconf counts the cores.
cores=$(getconf _NPROCESSORS_ONLN)

# default_thread_counts: 1 2 4 ... below the cores, then the cores.
default_thread_counts() {
  local n=1
  while [ "$n" -lt "$cores" ]; do
    printf '%s ' "$n"
    n=$((n * 2))
  done
  echo "$cores"
}

# ratio_table COLUMN COUNT...: kernels by thread counts, the harness's
# ratio COLUMN (1-based) read from each count's log.
ratio_table() {
  local column=$1 n
  shift
  printf '%-11s' threads
  for n in "$@"; do printf ' %7s' "$n"; done
  printf '\n'
  for n in "$@"; do
    awk -v c="$column" '/^ratios/ { on = 1; next } on && NF == 0 { on = 0 }
                        on { print $1, $(c + 1) }' "$work/threads-$n.log"
  done | awk -v counts=$# '
    !($1 in row) { order[++kernels] = $1 }
    { row[$1] = row[$1] sprintf(" %7s", $2) }
    END { for (k = 1; k <= kernels; k++) printf "%-11s%s\n", order[k], row[order[k]] }'
}

[ -x "$affc" ] || { echo "scaling.sh: $affc not found (build affc first)" >&2; exit 1; }
bench_check_tools "$cc" objcopy
read -r -a counts <<< "${THREAD_COUNTS:-$(default_thread_counts)}"
names=("$@")
versions=(hand hand-omp "$affc_omp")
LDLIBS=-fopenmp
bench_build_all

echo "affc: $("$affc" --version | head -n 1); $cc: $("$cc" --version | head -n 1)"
echo "flags: $cflags; cpu: $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')," \
     "$cores cores; thread counts: ${counts[*]}"
status=0
for n in "${counts[@]}"; do
  OMP_NUM_THREADS=$n "$work/harness" --wall \
    --ratio "hand/$affc_omp" --ratio "$affc_omp/hand-omp<=1.05" \
    "${REPEAT:-3}" "${MIN_TIME:-0.5}" "${names[@]}" \
    > "$work/threads-$n.log" || status=1
  echo "$n threads: $(grep '^outputs' "$work/threads-$n.log")"
done
echo
echo "speedup of $affc_omp over serial hand C (hand / $affc_omp):"
ratio_table 1 "${counts[@]}"
echo
echo "$affc_omp / hand-omp (<= 1.05: as fast as hand-written OpenMP C):"
ratio_table 2 "${counts[@]}"
[ "$bench_incomplete" = 0 ] || status=1
exit $status
