#!/usr/bin/env bash
#
# corpus_same.sh - two ways of running affc that must give the same result.
#
# Usage: corpus_same.sh <tmp dir> "<run A>" "<run B>" <file.mlir>...
#
# Runs A and B are commands (words split by the shell, the file appended),
# e.g. "affc --emit=mlir" and "env AFFC_TEST_SPLIT_BYTES=1 affc
# --emit=mlir". For each file, fails unless both print the same output,
# the same diagnostics (remarks left out: --remarks changes how affc reads)
# and exit with the same status.
set -uo pipefail

tmp=$1 run_a=$2 run_b=$3
shift 3
mkdir -p "$tmp"
compared=0 failed=0

# Diagnostics without the remarks: each a line "file:line:col: remark:
# ...", then the source line it points at and a caret line.
without_remarks() {
  awk '/^[^ ].*:[0-9]+:[0-9]+: remark: / { skip = 2; next }
       skip > 0 { skip--; next }
       { print }'
}

for f in "$@"; do
  $run_a "$f" > "$tmp/a.out" 2> "$tmp/a.all"
  a=$?
  $run_b "$f" > "$tmp/b.out" 2> "$tmp/b.all"
  b=$?
  without_remarks < "$tmp/a.all" > "$tmp/a.err"
  without_remarks < "$tmp/b.all" > "$tmp/b.err"
  compared=$((compared + 1))
  if [ "$a" != "$b" ] || ! cmp -s "$tmp/a.out" "$tmp/b.out" ||
     ! cmp -s "$tmp/a.err" "$tmp/b.err"; then
    failed=$((failed + 1))
    echo "FAIL: $f: exit $a vs $b" >&2
    diff "$tmp/a.out" "$tmp/b.out" | head -5 >&2
    diff "$tmp/a.err" "$tmp/b.err" | head -5 >&2
  fi
done
echo "$compared files compared, $failed differ"
[ "$failed" = 0 ]
