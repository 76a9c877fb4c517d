#!/usr/bin/env bash
#
# truncation_parity.sh - cuts valid .mlir files short and compares the
# first error affc reports with mlir-opt's: the place (file:line:col) and
# the message.
#
# Usage: truncation_parity.sh [--show] --affc PATH --mlir-opt PATH
#                             [--every N] FILE...
#
# Each FILE that mlir-opt reads without error is cut after every Nth word
# (a run of non-blank characters; N defaults to 7) and ended with a newline.
# Cuts that mlir-opt still reads are skipped. Prints the number of cuts,
# how many errors affc reports at mlir-opt's place, and how many with its
# message too; --show also prints each difference, mlir-opt's line first.
# Not a CTest test: the FileCheck tests in this directory pin the cases
# that match; this measures the rest.

set -u
export LC_ALL=C

show=false affc= mlir_opt= every=7
while [ $# -gt 0 ]; do
  case $1 in
    --show) show=true; shift ;;
    --affc) affc=$2; shift 2 ;;
    --mlir-opt) mlir_opt=$2; shift 2 ;;
    --every) every=$2; shift 2 ;;
    *) break ;;
  esac
done
if [ ! -x "$affc" ] || [ ! -x "$mlir_opt" ] || [ $# -eq 0 ]; then
  echo "usage: truncation_parity.sh [--show] --affc PATH --mlir-opt PATH" \
       "[--every N] FILE..." >&2
  exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cut_file=$tmp/cut.mlir
cuts=0 same_place=0 same_message=0

# The first "error:" line a tool prints for the cut file.
first_error() {
  "$@" "$cut_file" -o /dev/null 2>&1 | grep -m1 'error:'
}

for file in "$@"; do
  "$mlir_opt" "$file" -o /dev/null 2>/dev/null || continue
  # Byte offsets just past every Nth word.
  ends=$(grep -obE '[^[:space:]]+' "$file" |
         awk -F: -v n="$every" 'NR % n == 0 {
           print $1 + length(substr($0, length($1) + 2)) }')
  for end in $ends; do
    { head -c "$end" "$file"; echo; } > "$cut_file"
    theirs=$(first_error "$mlir_opt") || continue
    ours=$(first_error "$affc")
    cuts=$((cuts + 1))
    if [ "${ours%% error:*}" = "${theirs%% error:*}" ]; then
      same_place=$((same_place + 1))
      if [ "$ours" = "$theirs" ]; then
        same_message=$((same_message + 1))
        continue
      fi
    fi
    if $show; then
      printf '%s after byte %s\n  mlir-opt: %s\n  affc:     %s\n' \
        "$file" "$end" "${theirs#*: }" "${ours#*: }"
    fi
  done
done
echo "cuts: $cuts, error at mlir-opt's place: $same_place," \
     "with its message: $same_message"
