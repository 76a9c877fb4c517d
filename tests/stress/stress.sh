#!/usr/bin/env bash
#
# stress.sh - feeds affc an input built to break it and checks it survives.
#
# Usage: stress.sh AFFC GEN_MLIR KIND TMPDIR
#
# GEN_MLIR (bench/gen_mlir.c) writes the input into TMPDIR; it is deleted
# when the test passes. KIND is one of
#   deep_for deep_if deep_region deep_expr deep_array unclosed_for
#                 (10,000 levels of nesting; the parser may reject them)
#   huge          ~100 MB of affine functions (must be accepted)
# affc passes when it exits 0, or exits 1 after printing an "error:"
# diagnostic. A crash (status >= 128, including a sanitizer abort or a
# leak report) or a hang (killed by `timeout`) fails the test.

set -u
if [ $# -ne 4 ]; then
  echo "usage: stress.sh AFFC GEN_MLIR KIND TMPDIR" >&2
  exit 2
fi
affc=$1 gen=$2 kind=$3 tmp=$4
depth=10000 limit=120 must_accept=0

case $kind in
  deep_for|deep_if|deep_region|deep_expr|deep_array|unclosed_for)
    args=("${kind//_/-}" "$depth") ;;
  huge) args=(funcs 100); limit=480; must_accept=1 ;;
  *) echo "stress.sh: unknown kind '$kind'" >&2; exit 2 ;;
esac

mkdir -p "$tmp" || exit 1
input=$tmp/$kind.mlir output=$tmp/$kind.out.mlir errors=$tmp/$kind.err
"$gen" "${args[@]}" > "$input" || { echo "FAIL: $gen ${args[*]} failed"; exit 1; }
echo "input: ${args[*]} -> $(wc -c < "$input") bytes"

start=$SECONDS
timeout --kill-after=10 "$limit" "$affc" --emit=mlir "$input" > "$output" 2> "$errors"
status=$?
echo "affc exited with status $status after $((SECONDS - start)) s"

# Shows the start and the end of what affc printed on stderr.
show_errors() {
  echo "---- stderr (head and tail) ----"
  head -c 2000 "$errors"
  echo "..."
  tail -c 4000 "$errors"
  echo "--------------------------------"
}

if [ $status -eq 124 ] || [ $status -eq 137 ]; then
  echo "FAIL: affc did not finish within $limit s (hang?)"
  show_errors
  exit 1
elif [ $status -ge 128 ]; then
  echo "FAIL: affc crashed (signal $((status - 128)))"
  show_errors
  exit 1
elif [ $status -eq 1 ] && [ $must_accept = 0 ]; then
  if ! grep -q 'error:' "$errors"; then
    echo "FAIL: affc exited 1 without an error diagnostic"
    show_errors
    exit 1
  fi
  echo "rejected with a diagnostic: $(grep -m1 'error:' "$errors" | head -c 300)"
elif [ $status -ne 0 ]; then
  echo "FAIL: affc exited with status $status"
  show_errors
  exit 1
elif [ $must_accept = 1 ]; then
  want=$(grep -c '^func.func' "$input")
  got=$(grep -c '^ *func.func' "$output")
  if [ "$want" != "$got" ]; then
    echo "FAIL: the input has $want functions, affc printed $got"
    exit 1
  fi
  echo "accepted; printed all $got functions"
else
  echo "accepted"
fi
rm -f "$input" "$output" "$errors"
exit 0
