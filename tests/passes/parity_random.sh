#!/usr/bin/env bash
#
# parity_random.sh - how often affc's affine-parallelize decides a loop as
# mlir-opt's does, on random plain programs (gen_affine --plain). Not a
# test (the two differ where README "Passes" says): a measurement.
#
# Usage: parity_random.sh --affc PATH --gen PATH [--mlir-opt PATH]
#                         [--programs N] SEED...
#   For each SEED, N programs (default 50) under three option sets (the
#   defaults, max-nested=1, parallel-reductions=true). Prints, per run,
#   the loops and how many are decided otherwise (their line numbers in
#   the program, with affc's --remarks saying why), then the totals. A run
#   where mlir-opt fails is counted apart.

set -u

affc= gen= mlir_opt=/usr/lib/llvm-22/bin/mlir-opt programs=50 seeds=()
while [ $# -gt 0 ]; do
  case $1 in
    --affc) affc=$2; shift 2 ;;
    --gen) gen=$2; shift 2 ;;
    --mlir-opt) mlir_opt=$2; shift 2 ;;
    --programs) programs=$2; shift 2 ;;
    *) seeds+=("$1"); shift ;;
  esac
done
if [ -z "$affc" ] || [ -z "$gen" ] || [ ${#seeds[@]} -eq 0 ]; then
  echo "usage: parity_random.sh --affc PATH --gen PATH [--mlir-opt PATH]" \
       "[--programs N] SEED..." >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The loops of a module as mlir-opt prints it: op and reductions, in order.
loops_of() {
  sed -nE 's/^ *(%[^=]*= )?(affine\.for|affine\.parallel)[^{]*( reduce \([^)]*\))?.*/\2\3/p'
}

total=0 differ=0 failed=0
for seed in "${seeds[@]}"; do
  "$gen" "$seed" 0 "$programs" --plain > "$tmp/p.mlir"
  grep -nE '^ *(%[^=]*= )?affine\.(for|parallel)' "$tmp/p.mlir" | cut -d: -f1 \
    > "$tmp/lines"
  for opts in '' '{max-nested=1}' '{parallel-reductions=true}'; do
    pass=affine-parallelize$opts
    if ! "$mlir_opt" --pass-pipeline="builtin.module(func.func($pass))" \
         "$tmp/p.mlir" > "$tmp/m.mlir" 2> /dev/null; then
      echo "seed $seed $pass: mlir-opt failed"
      failed=$((failed + 1))
      continue
    fi
    loops_of < "$tmp/m.mlir" > "$tmp/m.loops"
    "$affc" --passes="$pass" --emit=mlir "$tmp/p.mlir" | "$mlir_opt" |
      loops_of > "$tmp/a.loops"
    n=$(wc -l < "$tmp/a.loops")
    lines=$(paste -d'|' "$tmp/m.loops" "$tmp/a.loops" "$tmp/lines" |
              awk -F'|' '$1 != $2 { print $3 }' | paste -sd ' ')
    d=$(wc -w <<< "$lines")
    echo "seed $seed $pass: $n loops, $d decided otherwise${lines:+ (lines $lines)}"
    total=$((total + n)) differ=$((differ + d))
  done
done
echo "$((total - differ)) of $total loops decided alike; mlir-opt failed on $failed run(s)"
