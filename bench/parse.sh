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
# `mlir-opt big.mlir -o /dev/null`, and prints both wall times, their ratio,
# and both peak resident memories.

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

# Runs "$@" REPEAT times; sets best_s (fastest wall time, seconds) and
# peak_kb (largest peak RSS, KiB). Fails if the command fails.
measure() {
  best_s= peak_kb=0
  local i s kb
  for ((i = 0; i < repeat; i++)); do
    if ! /usr/bin/time -f '%e %M' -o "$work/time.txt" "$@" 2> "$work/err.txt"; then
      echo "parse.sh: failed: $*" >&2
      head -c 2000 "$work/err.txt" >&2
      exit 1
    fi
    read -r s kb < "$work/time.txt"
    if [ -z "$best_s" ] || awk -v a="$s" -v b="$best_s" 'BEGIN { exit !(a < b) }'
    then best_s=$s; fi
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
opt_s=$best_s opt_kb=$peak_kb
measure bash -c 'exec "$0" --emit=mlir "$1" > /dev/null' "$affc" "$input"
affc_s=$best_s affc_kb=$peak_kb

awk -v as="$affc_s" -v ak="$affc_kb" -v os="$opt_s" -v ok="$opt_kb" \
    -v n="$repeat" 'BEGIN {
  printf "best of %d runs          time (s)   peak RSS (MiB)\n", n
  printf "affc --emit=mlir      %10.2f   %14.1f\n", as, ak / 1024
  printf "mlir-opt              %10.2f   %14.1f\n", os, ok / 1024
  if (os > 0) printf "ratio affc/mlir-opt   %10.2f", as / os
  else printf "ratio affc/mlir-opt          n/a"
  if (ok > 0) printf "   %14.2f\n", ak / ok; else printf "\n"
}'
