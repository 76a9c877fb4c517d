#!/usr/bin/env bash
#
# parity.sh - affc's pass against mlir-opt's own on one file: what
# `affc --passes=PIPELINE --emit=mlir FILE` prints, printed again by
# mlir-opt, must be what `mlir-opt --pass-pipeline=...(PIPELINE) FILE`
# prints (the same ops, the same order, the same attributes).
#
# Usage: parity.sh --affc PATH --mlir-opt PATH [--loops] FILE PIPELINE
#   PIPELINE is one pass list in MLIR's syntax, e.g.
#   'affine-parallelize{max-nested=1}'; mlir-opt runs it on each func.func.
#   --loops compares only the loops: each affine.for and affine.parallel
#   line's indentation, op and reductions, in order (for inputs whose
#   affine expressions affc and mlir-opt simplify differently, such as
#   random programs).
# Tests use it through lit.sh's `%parity`:  // RUN: %parity %s PIPELINE
# Exit status: 0 same, 1 different (the diff is shown) or a tool failed.

set -u

affc= mlir_opt= args=() loops=0
while [ $# -gt 0 ]; do
  case $1 in
    --affc) affc=$2; shift 2 ;;
    --mlir-opt) mlir_opt=$2; shift 2 ;;
    --loops) loops=1; shift ;;
    *) args+=("$1"); shift ;;
  esac
done
if [ ${#args[@]} -ne 2 ] || [ -z "$affc" ] || [ -z "$mlir_opt" ]; then
  echo "usage: parity.sh --affc PATH --mlir-opt PATH FILE PIPELINE" >&2
  exit 2
fi
file=${args[0]} pipeline=${args[1]}

# mlir-opt's output, without what it writes to stderr (a pass's warnings,
# as fusion's "unable to perform a union on a memory region").
errors=$(mktemp)
trap 'rm -f "$errors"' EXIT
if ! expected=$("$mlir_opt" --pass-pipeline="builtin.module(func.func($pipeline))" "$file" 2>"$errors"); then
  printf 'FAIL: mlir-opt failed:\n%s\n' "$(cat "$errors")"
  exit 1
fi
if ! ours=$("$affc" --passes="$pipeline" --verify-each --emit=mlir "$file" 2>&1); then
  printf 'FAIL: affc failed:\n%s\n' "$ours"
  exit 1
fi
if ! actual=$(printf '%s\n' "$ours" | "$mlir_opt" 2>&1); then
  printf 'FAIL: mlir-opt rejects what affc printed:\n%s\n' "$actual"
  exit 1
fi
# The loops of a printed module: indentation, op, reductions.
loops_of() {
  sed -nE 's/^( *)(%[^=]*= )?(affine\.for|affine\.parallel)[^{]*( reduce \([^)]*\))?.*/\1\3\4/p'
}
if [ $loops = 1 ]; then
  expected=$(printf '%s\n' "$expected" | loops_of)
  actual=$(printf '%s\n' "$actual" | loops_of)
fi
if [ "$expected" != "$actual" ]; then
  echo "FAIL: affc --passes='$pipeline' differs from mlir-opt's"
  diff -u --label mlir-opt --label affc <(printf '%s\n' "$expected") \
    <(printf '%s\n' "$actual")
  exit 1
fi
