#!/usr/bin/env bash
#
# roundtrip.sh - checks that affc prints MLIR that means the same as its input.
#
# Usage: roundtrip.sh --affc PATH --mlir-opt PATH --tmp DIR FILE
#
# For FILE, or for each part of it between `// -----` lines:
#   1. mlir-opt must accept the input (the test is wrong otherwise);
#   2. `mlir-opt <(affc --emit=mlir X)` must print exactly what `mlir-opt X`
#      prints, i.e. affc kept every op, attribute, type and value;
#   3. affc's output must be a fixed point: affc on it prints it unchanged;
#   4. the same holds of affc's generic form (--mlir-print-op-generic):
#      mlir-opt prints it as it prints the input, and affc reads it back
#      into what it printed in step 2.
# A file with an `// ALLOW-UNREGISTERED` comment is read by mlir-opt with
# --allow-unregistered-dialect. Exit status: 0 pass, 1 fail, 77 skipped
# (mlir-opt is missing).

set -u

affc= mlir_opt= tmp= file=
while [ $# -gt 0 ]; do
  case $1 in
    --affc) affc=$2; shift 2 ;;
    --mlir-opt) mlir_opt=$2; shift 2 ;;
    --tmp) tmp=$2; shift 2 ;;
    -*) echo "roundtrip.sh: unknown option $1" >&2; exit 2 ;;
    *) file=$1; shift ;;
  esac
done
if [ -z "$file" ] || [ -z "$tmp" ] || [ -z "$affc" ]; then
  echo "usage: roundtrip.sh --affc PATH --mlir-opt PATH --tmp DIR FILE" >&2
  exit 2
fi
if [ -z "$mlir_opt" ] || [ ! -x "$mlir_opt" ]; then
  echo "SKIP: mlir-opt not found; cannot round-trip $file"
  exit 77
fi

opt_flags=()
if grep -q 'ALLOW-UNREGISTERED' "$file"; then
  opt_flags+=(--allow-unregistered-dialect)
fi

rm -rf "$tmp" && mkdir -p "$tmp" || exit 1

# Splits $1 at `// -----` lines into $tmp/part-N.mlir (N from 1); prints N.
split_parts() {
  awk -v dir="$tmp" '
    BEGIN { n = 1; out = dir "/part-1.mlir"; printf "" > out }
    /^[ \t]*\/\/ -----[ \t]*$/ { close(out); n++; out = dir "/part-" n ".mlir";
                                 printf "" > out; next }
    { print > out }
    END { print n }' "$1"
}

# Reports a failed step: $1 says what failed, $2 names a file to show.
fail() {
  echo "FAIL: $file${part_name}: $1"
  if [ -n "${2:-}" ]; then
    echo "---- $(basename "$2") ----"
    cat "$2"
    echo "----------------"
  fi
  exit 1
}

# Checks that affc's output $2.mlir (for part $1, in the form $3 names)
# means what the input means: mlir-opt prints it as it prints the input.
check_same_as_input() {
  local p=$tmp/part-$1
  if ! "$mlir_opt" "${opt_flags[@]}" "$2.mlir" > "$2.got" 2> "$p.err"; then
    cat "$2.mlir" >> "$p.err"
    fail "mlir-opt rejects affc's $3 (error, then affc's output)" "$p.err"
  fi
  if ! diff -u "$p.expected" "$2.got" > "$p.diff"; then
    fail "mlir-opt prints affc's $3 differently from the input" "$p.diff"
  fi
}

# Runs the four checks on one part, $1 = its number.
check_part() {
  local p=$tmp/part-$1
  if ! "$mlir_opt" "${opt_flags[@]}" "$p.mlir" > "$p.expected" 2> "$p.err"; then
    fail "mlir-opt rejects the input (the test itself is wrong)" "$p.err"
  fi
  if ! "$affc" --emit=mlir "$p.mlir" -o "$p.affc1.mlir" 2> "$p.err"; then
    fail "affc --emit=mlir failed" "$p.err"
  fi
  check_same_as_input "$1" "$p.affc1" output
  if ! "$affc" --emit=mlir "$p.affc1.mlir" -o "$p.affc2.mlir" 2> "$p.err"; then
    fail "affc cannot read back its own output" "$p.err"
  fi
  if ! diff -u "$p.affc1.mlir" "$p.affc2.mlir" > "$p.diff"; then
    fail "affc's output is not a fixed point" "$p.diff"
  fi
  if ! "$affc" --emit=mlir --mlir-print-op-generic "$p.mlir" \
       -o "$p.generic.mlir" 2> "$p.err"; then
    fail "affc --emit=mlir --mlir-print-op-generic failed" "$p.err"
  fi
  check_same_as_input "$1" "$p.generic" "generic form"
  if ! "$affc" --emit=mlir "$p.generic.mlir" -o "$p.affc3.mlir" 2> "$p.err" ||
     ! diff -u "$p.affc1.mlir" "$p.affc3.mlir" > "$p.diff"; then
    cat "$p.err" >> "$p.diff"
    fail "affc reads its generic form back into something else" "$p.diff"
  fi
}

parts=$(split_parts "$file") || exit 1
part_name=
for ((n = 1; n <= parts; n++)); do
  [ "$parts" -gt 1 ] && part_name=" (part $n of $parts)"
  check_part "$n"
done
exit 0
