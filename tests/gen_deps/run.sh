#!/usr/bin/env bash
#
# run.sh - random programs through affc --emit=deps, mlir-opt
# --test-memref-dependence-check and the brute-force oracle, compared line
# by line (see gen_check.c for what must agree).
#
# Usage: run.sh --affc PATH --mlir-opt PATH --gen PATH --tmp DIR
#               [--first SEED] [--count N] [--batch B]
#
# Every fourth program uses symbols (index arguments); the oracle then only
# samples their values, so affc's answers must contain its answers instead
# of equalling them. The other programs also get the oracle's answers for
# MLIR's model of the program, which sort the lines where mlir-opt differs
# (gen_check.c). A program too large for the oracle is skipped and
# counted. mlir-opt reads B programs at a time (--split-input-file keeps
# their line numbers); affc reads each alone, padded to the same lines.
# Failing programs are kept in DIR as fail-SEED.*.
#
# CI runs 320 programs. For a long run:
#   bash tests/gen_deps/run.sh --affc build/affc \
#     --mlir-opt /usr/lib/llvm-22/bin/mlir-opt \
#     --gen build/tests/affc_gen_deps --tmp /tmp/gen_deps \
#     --first 100000 --count 20000
#
# Exit status: 0 all agree, 1 a failure, 77 mlir-opt missing.

set -u
affc= mlir_opt= gen= tmp= first=1 count=320 batch=40
while [ $# -gt 0 ]; do
  case $1 in
    --affc) affc=$2; shift 2 ;;
    --mlir-opt) mlir_opt=$2; shift 2 ;;
    --gen) gen=$2; shift 2 ;;
    --tmp) tmp=$2; shift 2 ;;
    --first) first=$2; shift 2 ;;
    --count) count=$2; shift 2 ;;
    --batch) batch=$2; shift 2 ;;
    *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ -z "$mlir_opt" ] || [ ! -x "$mlir_opt" ]; then
  echo "run.sh: mlir-opt not found: SKIPPED"
  exit 77
fi
mkdir -p "$tmp" || exit 1
cd "$tmp" || exit 1

programs=0 skipped=0 failed=0
lines=0 equal=0 model=0 fm=0 looser=0

# Drops the file name from remark lines, so files can be compared.
unname() { sed 's/^[^:]*:\([0-9]*:[0-9]*:\)/F:\1/' "$@"; }

# Makes the programs of seeds $1 .. $1+$2-1: p-SEED.mlir (padded to its
# lines in batch.mlir), oracle-SEED.txt, model-SEED.txt; lists the seeds
# made in seeds.txt.
make_batch() {
  local seed line=1 status symbols
  : > batch.mlir
  : > seeds.txt
  for ((seed = $1; seed < $1 + $2; seed++)); do
    symbols=
    if ((seed % 4 == 0)); then symbols=--symbols; fi
    "$gen" make "$seed" $symbols --first-line "$line" "p-$seed.mlir" \
      "oracle-$seed.txt" "model-$seed.txt"
    status=$?
    if [ $status = 2 ]; then skipped=$((skipped + 1)); continue; fi
    [ $status = 0 ] || { echo "seed $seed: generator failed"; exit 1; }
    tail -n +"$line" "p-$seed.mlir" >> batch.mlir
    echo "// -----" >> batch.mlir
    echo "$seed $line" >> seeds.txt
    line=$(($(wc -l < batch.mlir) + 1))
  done
}

# Splits mlir-opt's remarks on batch.mlir into mlir-SEED.txt by line.
split_mlir() {
  "$mlir_opt" --split-input-file --test-memref-dependence-check batch.mlir \
    -o /dev/null 2>&1 | grep -E '(remark|error):' | unname |
    awk -F: 'NR == FNR { seed[NR] = $0; n = NR; next }
             { split(seed[1], s, " "); k = 1
               for (i = 1; i <= n; i++) { split(seed[i], s, " ");
                 if ($2 + 0 >= s[2] + 0) k = i }
               split(seed[k], s, " "); print > ("mlir-" s[1] ".txt") }' \
      seeds.txt -
}

# Compares the answers for one seed.
check_seed() {
  local seed=$1 model_file=model.txt
  if ((seed % 4 == 0)); then model_file=; fi
  touch "mlir-$seed.txt"
  "$affc" --emit=deps "p-$seed.mlir" 2> affc.err | unname > "affc-$seed.txt"
  unname "oracle-$seed.txt" > oracle.txt
  unname "model-$seed.txt" > model.txt
  if ! "$gen" check "mlir-$seed.txt" "affc-$seed.txt" oracle.txt $model_file \
      > check.txt; then
    echo "seed $seed:"; cat check.txt affc.err
    for f in "p-$seed.mlir" "mlir-$seed.txt" "affc-$seed.txt" oracle.txt \
             model.txt; do
      cp "$f" "fail-$seed-$f"
    done
    failed=$((failed + 1))
  fi
  read -r _ l _ e _ mo _ f _ x _ < <(tail -n 1 check.txt)
  lines=$((lines + l)) equal=$((equal + e)) model=$((model + mo))
  fm=$((fm + f)) looser=$((looser + x)) programs=$((programs + 1))
}

for ((start = first; start < first + count; start += batch)); do
  n=$((first + count - start < batch ? first + count - start : batch))
  rm -f p-*.mlir oracle-*.txt model-*.txt mlir-*.txt affc-*.txt
  make_batch "$start" "$n"
  split_mlir
  while read -r seed _; do check_seed "$seed"; done < seeds.txt
done
echo "programs $programs (skipped $skipped, failed $failed): lines $lines," \
     "same as mlir-opt $equal; mlir-opt differs by its domain model $model," \
     "by Fourier-Motzkin $fm, looser with symbols $looser"
[ $failed = 0 ]
