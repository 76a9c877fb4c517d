#!/usr/bin/env bash
#
# deps.sh - times `affc --emit=deps` against `mlir-opt
# --test-memref-dependence-check` on the same generated function, in one
# run, and prints the ratio; then shows what the work bound does on a
# function mlir-opt chokes on.
#
# Usage: bench/deps.sh [N] [HARD_N]
#   N       accesses in the timed function (default 1000): a pipeline of
#           4-deep loop nests (tests/gen_deps/gen_big.c)
#   HARD_N  accesses in the hard function (default 120): 4-deep nests on
#           shared memrefs with max/min bounds, floordiv and mod
# Environment: AFFC (default build/affc), GEN (default
# build/tests/affc_gen_deps), MLIR_OPT (default
# /usr/lib/llvm-22/bin/mlir-opt), HARD_TIMEOUT (seconds mlir-opt gets on
# the hard function, default 120), TMP (scratch directory).
#
# Times are CPU seconds (user + system), which a busy machine distorts
# less than wall-clock seconds; both are printed.

set -u
n=${1:-1000}
hard_n=${2:-120}
here=$(cd "$(dirname "$0")/.." && pwd)
affc=${AFFC:-$here/build/affc}
gen=${GEN:-$here/build/tests/affc_gen_deps}
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
hard_timeout=${HARD_TIMEOUT:-120}
tmp=${TMP:-$(mktemp -d)}
for tool in "$affc" "$gen" "$mlir_opt"; do
  [ -x "$tool" ] || { echo "deps.sh: $tool not found (build first)" >&2; exit 2; }
done

# Runs "$@" and sets cpu (user + system seconds), wall and status. (The
# last line of time's report holds the times: a failing command adds one
# before.)
measure() {
  local t0 t1
  t0=$(date +%s.%N)
  /usr/bin/time -f '%U %S' -o "$tmp/time.txt" "$@"
  status=$?
  t1=$(date +%s.%N)
  read -r user sys < <(tail -n 1 "$tmp/time.txt")
  cpu=$(awk -v a="$user" -v b="$sys" 'BEGIN { print a + b }')
  wall=$(awk -v a="$t1" -v b="$t0" 'BEGIN { print a - b }')
}

"$gen" big "$n" > "$tmp/big.mlir"
accesses=$(grep -cE 'affine\.(load|store)' "$tmp/big.mlir")
echo "function: $accesses accesses in 4-deep nests ($tmp/big.mlir)"

measure sh -c "'$affc' --emit=deps '$tmp/big.mlir' > '$tmp/affc.txt'"
affc_cpu=$cpu affc_wall=$wall
measure sh -c "'$mlir_opt' --test-memref-dependence-check '$tmp/big.mlir' \
  -o /dev/null 2>&1 | grep -E '(remark|error):' > '$tmp/mlir.txt'"
mlir_cpu=$cpu mlir_wall=$wall

lines=$(wc -l < "$tmp/affc.txt")
same=$(paste -d '\n' "$tmp/affc.txt" "$tmp/mlir.txt" | paste - - |
       awk -F '\t' '$1 == $2' | wc -l)
unknown=$(grep -c '= unknown$' "$tmp/affc.txt")
printf '%-10s %10s %10s\n' "" "cpu (s)" "wall (s)"
printf '%-10s %10.2f %10.2f\n' affc "$affc_cpu" "$affc_wall"
printf '%-10s %10.2f %10.2f\n' mlir-opt "$mlir_cpu" "$mlir_wall"
echo "ratio affc/mlir-opt (cpu): $(awk -v a="$affc_cpu" -v b="$mlir_cpu" 'BEGIN { printf "%.4f", a / b }')"
echo "remarks: $lines from affc, $(wc -l < "$tmp/mlir.txt") from mlir-opt," \
     "$same identical, $unknown unknown"

"$gen" hard "$hard_n" > "$tmp/hard.mlir"
measure sh -c "'$affc' --emit=deps '$tmp/hard.mlir' > '$tmp/hard_affc.txt' \
  2> '$tmp/hard_affc.err'"
echo "hard function ($hard_n accesses, max/min, floordiv, mod):" \
     "affc $cpu s cpu, $(grep -c '= unknown$' "$tmp/hard_affc.txt") unknown" \
     "of $(wc -l < "$tmp/hard_affc.txt")"
measure timeout "$hard_timeout" "$mlir_opt" --test-memref-dependence-check \
  "$tmp/hard.mlir" -o /dev/null 2> "$tmp/hard_mlir.err"
if [ "$status" = 124 ]; then
  echo "  mlir-opt: not done after $hard_timeout s (stopped)"
elif [ "$status" != 0 ]; then
  echo "  mlir-opt: failed after $cpu s cpu (exit $status):" \
       "$(grep -m 1 'LLVM ERROR' "$tmp/hard_mlir.err")"
else
  echo "  mlir-opt: $cpu s cpu"
fi
