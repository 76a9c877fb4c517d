#!/usr/bin/env bash
#
# split_corpus.sh - reading a file on two threads changes nothing.
#
# Usage: split_corpus.sh <affc> <tmp dir> <file.mlir>...
#
# For each file, runs `affc --emit=mlir` once as usual (small files are read
# on one thread) and once with AFFC_TEST_SPLIT_BYTES=1, which makes affc
# hand the second half of any file to a second thread where it can
# (src/ir/parse_split.c), and fails unless both runs print the same output,
# the same diagnostics and exit with the same status. Which cases split,
# and that the split is then used, is tests/unit/test_split.c's job.
set -uo pipefail

affc=$1 tmp=$2
shift 2
mkdir -p "$tmp"
compared=0 failed=0
for f in "$@"; do
  "$affc" --emit=mlir "$f" > "$tmp/one.out" 2> "$tmp/one.err"
  one=$?
  AFFC_TEST_SPLIT_BYTES=1 "$affc" --emit=mlir "$f" > "$tmp/two.out" \
    2> "$tmp/two.err"
  two=$?
  compared=$((compared + 1))
  if [ "$one" != "$two" ] || ! cmp -s "$tmp/one.out" "$tmp/two.out" ||
     ! cmp -s "$tmp/one.err" "$tmp/two.err"; then
    failed=$((failed + 1))
    echo "FAIL: $f: exit $one vs $two" >&2
    diff "$tmp/one.out" "$tmp/two.out" | head -5 >&2
    diff "$tmp/one.err" "$tmp/two.err" | head -5 >&2
  fi
done
echo "$compared files compared, $failed differ"
[ "$failed" = 0 ]
