#!/usr/bin/env bash
#
# parse.sh - times affc's front end against mlir-opt on one big input, or
# (--levels) affc -O1 against -O0: what the passes cost.
#
# Usage: bench/parse.sh [--levels] [MB]   (default 24 MB of affine functions)
# Environment: AFFC (default build/affc), MLIR_OPT (default MLIR 22's),
#              BENCH_DIR (default build/bench: where the input is written),
#              REPEAT (default 3: runs of each tool; the fastest counts).
#
# Generates the input with bench/gen_mlir.c, checks that mlir-opt accepts
# it, then runs `affc --emit=mlir big.mlir > /dev/null` (stdout, not -o: affc
# writes -o files through a temporary file renamed into place) and
# `mlir-opt big.mlir -o /dev/null` (with --levels: `affc -O1 --emit=mlir
# big.mlir > /dev/null`), the two in turn, and prints both wall times, both
# CPU times (user + system: steadier than wall time on a busy machine),
# both peak resident memories and their ratios.

set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
levels=false
if [ "${1:-}" = --levels ]; then
  levels=true
  shift
fi
mb=${1:-24}
affc=${AFFC:-$root/build/affc}
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
work=${BENCH_DIR:-$root/build/bench}
repeat=${REPEAT:-3}

for tool in "$affc" "$mlir_opt" /usr/bin/time; do
  if [ ! -x "$tool" ]; then
    echo "parse.sh: $tool not found (build affc; run scripts/setup-deps.sh)" >&2
    exit 1
  fi
done

mkdir -p "$work"
input=$work/big.mlir
cc -std=c11 -O2 -o "$work/gen_mlir" "$root/bench/gen_mlir.c"
"$work/gen_mlir" funcs "$mb" > "$input"
echo "input: $input, $(wc -c < "$input") bytes," \
     "$(grep -c '^func.func' "$input") functions"

# True when the number $1 is below $2 (or $2 is empty).
is_below() {
  [ -z "$2" ] || awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'
}

# Runs "$@" once; adds to the figures of slot $1 (a or b): best wall
# time, best CPU time (user + system) and largest peak RSS. Fails if the
# command fails.
best_s=() best_cpu=() peak_kb=()
run_once() {
  local slot=$1 s user sys kb cpu
  shift
  if ! /usr/bin/time -f '%e %U %S %M' -o "$work/time.txt" "$@" \
       2> "$work/err.txt"; then
    echo "parse.sh: failed: $*" >&2
    head -c 2000 "$work/err.txt" >&2
    exit 1
  fi
  read -r s user sys kb < "$work/time.txt"
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
  if is_below "$s" "${best_s[$slot]:-}"; then best_s[$slot]=$s; fi
  if is_below "$cpu" "${best_cpu[$slot]:-}"; then best_cpu[$slot]=$cpu; fi
  [ "$kb" -gt "${peak_kb[$slot]:-0}" ] && peak_kb[$slot]=$kb
  return 0
}

# The two commands compared, and their names in the table.
affc_mlir() { exec "$affc" "$@" --emit=mlir "$input" > /dev/null; }
if $levels; then
  name_a="affc -O1 --emit=mlir" name_b="affc -O0 --emit=mlir"
  run_a() { affc_mlir -O1; }
  run_b() { affc_mlir -O0; }
else
  echo "checking that mlir-opt accepts the input..."
  if ! "$mlir_opt" "$input" -o /dev/null 2> "$work/err.txt"; then
    echo "parse.sh: mlir-opt rejects the generated input:" >&2
    head -c 2000 "$work/err.txt" >&2
    exit 1
  fi
  name_a="affc --emit=mlir" name_b="mlir-opt"
  run_a() { affc_mlir; }
  run_b() { exec "$mlir_opt" "$input" -o /dev/null; }
fi
export -f affc_mlir run_a run_b
export affc input mlir_opt

# In turn, so that a change in the machine's load weighs on both.
for ((i = 0; i < repeat; i++)); do
  run_once 0 bash -c run_a
  run_once 1 bash -c run_b
done

awk -v as="${best_s[0]}" -v ac="${best_cpu[0]}" -v ak="${peak_kb[0]}" \
    -v os="${best_s[1]}" -v oc="${best_cpu[1]}" -v ok="${peak_kb[1]}" \
    -v an="$name_a" -v on="$name_b" -v n="$repeat" '
function ratio(a, b) { return b > 0 ? sprintf("%8.2f", a / b) : "     n/a" }
BEGIN {
  printf "best of %d runs         wall (s)   cpu (s)   peak RSS (MiB)\n", n
  printf "%-22s %8.2f  %8.2f   %14.1f\n", an, as, ac, ak / 1024
  printf "%-22s %8.2f  %8.2f   %14.1f\n", on, os, oc, ok / 1024
  printf "%-22s %s  %s   %s\n", "ratio", ratio(as, os), ratio(ac, oc),
         sprintf("%14.2f", ok > 0 ? ak / ok : 0)
}'
