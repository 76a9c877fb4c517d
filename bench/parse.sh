#!/usr/bin/env bash
#
# parse.sh - times affc's front end against mlir-opt on one big input.
#
# Usage: bench/parse.sh [MB]          (default 24 MB of affine functions)
# Environment: AFFC (default build/affc), MLIR_OPT (default MLIR 22's),
#              BENCH_DIR (default build/bench: where the input is written),
#              REPEAT (default 3: runs of each tool; the fastest counts).
#
# Generates the input with bench/gen_mlir.c, checks that mlir-opt accepts
# it, then runs `affc --emit=mlir big.mlir > /dev/null` (stdout, not -o: affc
# writes -o files through a temporary file renamed into place) and
# `mlir-opt big.mlir -o /dev/null`, and prints both wall times, both CPU
# times (user + system: steadier than wall time on a busy machine), their
# ratios, and both peak resident memories.

set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
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

# Runs "$@" REPEAT times; sets best_s (fastest wall time, seconds), best_cpu
# (smallest user + system time, seconds) and peak_kb (largest peak RSS,
# KiB). Fails if the command fails.
measure() {
  best_s= best_cpu= peak_kb=0
  local i s user sys kb cpu
  for ((i = 0; i < repeat; i++)); do
    if ! /usr/bin/time -f '%e %U %S %M' -o "$work/time.txt" "$@" \
         2> "$work/err.txt"; then
      echo "parse.sh: failed: $*" >&2
      head -c 2000 "$work/err.txt" >&2
      exit 1
    fi
    read -r s user sys kb < "$work/time.txt"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
    if is_below "$s" "$best_s"; then best_s=$s; fi
    if is_below "$cpu" "$best_cpu"; then best_cpu=$cpu; fi
    [ "$kb" -gt "$peak_kb" ] && peak_kb=$kb
  done
  return 0
}

echo "checking that mlir-opt accepts the input..."
if ! "$mlir_opt" "$input" -o /dev/null 2> "$work/err.txt"; then
  echo "parse.sh: mlir-opt rejects the generated input:" >&2
  head -c 2000 "$work/err.txt" >&2
  exit 1
fi

measure "$mlir_opt" "$input" -o /dev/null
opt_s=$best_s opt_cpu=$best_cpu opt_kb=$peak_kb
measure bash -c 'exec "$0" --emit=mlir "$1" > /dev/null' "$affc" "$input"
affc_s=$best_s affc_cpu=$best_cpu affc_kb=$peak_kb

awk -v as="$affc_s" -v ac="$affc_cpu" -v ak="$affc_kb" -v os="$opt_s" \
    -v oc="$opt_cpu" -v ok="$opt_kb" -v n="$repeat" '
function ratio(a, b) { return b > 0 ? sprintf("%8.2f", a / b) : "     n/a" }
BEGIN {
  printf "best of %d runs       wall (s)   cpu (s)   peak RSS (MiB)\n", n
  printf "affc --emit=mlir     %8.2f  %8.2f   %14.1f\n", as, ac, ak / 1024
  printf "mlir-opt             %8.2f  %8.2f   %14.1f\n", os, oc, ok / 1024
  printf "ratio affc/mlir-opt  %s  %s   %s\n", ratio(as, os), ratio(ac, oc),
         sprintf("%14.2f", ok > 0 ? ak / ok : 0)
}'
