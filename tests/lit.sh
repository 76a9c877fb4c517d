#!/usr/bin/env bash
#
# lit.sh - runs the `// RUN:` lines of one test file, like LLVM's lit.
#
# Usage: lit.sh --affc PATH --mlir-opt PATH --tools DIR --tmp DIR FILE
#
# Each RUN line (a line ending in '\' continues on the next RUN line) gets
# these substitutions, then runs under `bash -o pipefail` in the temp dir:
#   %affc      the affc binary         %mlir-opt  the mlir-opt binary
#   %s         the test file           %S         the test file's directory
#   %t         a temp path unique to this test (a file name, not created)
#   %exec      exec/exec.sh with affc, mlir-opt and %t: `%exec %s` runs the
#              program under mlir-runner and as affc's C, and compares
#   %parity    passes/parity.sh with affc and mlir-opt: `%parity %s PIPELINE`
#              compares affc's passes with mlir-opt's on the file
# DIR (--tools) is put first on PATH; CMake fills it with FileCheck and not.
# The first failing line stops the test: its command and output are shown.
# Exit status: 0 pass, 1 fail, 77 skipped (a tool the test needs is missing).

set -u
shopt -u patsub_replacement 2>/dev/null || true

affc= mlir_opt= tools= tmp= file=
while [ $# -gt 0 ]; do
  case $1 in
    --affc) affc=$2; shift 2 ;;
    --mlir-opt) mlir_opt=$2; shift 2 ;;
    --tools) tools=$2; shift 2 ;;
    --tmp) tmp=$2; shift 2 ;;
    -*) echo "lit.sh: unknown option $1" >&2; exit 2 ;;
    *) file=$1; shift ;;
  esac
done
if [ -z "$file" ] || [ -z "$tmp" ]; then
  echo "usage: lit.sh --affc PATH --mlir-opt PATH --tools DIR --tmp DIR FILE" >&2
  exit 2
fi

# Prints the RUN commands of $1, one per line, continuations joined.
read_run_lines() {
  local line cmd= pending=0
  while IFS= read -r line || [ -n "$line" ]; do
    [[ $line =~ ^[[:space:]]*//[[:space:]]*RUN:(.*)$ ]] || continue
    line=${BASH_REMATCH[1]}
    if [[ $line =~ ^(.*)\\[[:space:]]*$ ]]; then
      cmd+="${BASH_REMATCH[1]} "
      pending=1
      continue
    fi
    cmd+=$line
    printf '%s\n' "$cmd"
    cmd= pending=0
  done < "$1"
  if [ "$pending" = 1 ]; then
    echo "lit.sh: $1: last RUN line ends in '\\'" >&2
    return 1
  fi
}

# Replaces every occurrence of $2 in the variable named $1 by $3.
subst() {
  local -n var=$1
  var=${var//"$2"/"$3"}
}

quote() { printf '%q' "$1"; }

run_text=$(read_run_lines "$file") || exit 1
mapfile -t runs <<< "$run_text"
if [ -z "$run_text" ]; then
  echo "lit.sh: $file: no RUN lines" >&2
  exit 1
fi

mkdir -p "$tmp"
tmp=$(cd "$tmp" && pwd)
abs_file=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")
base=$tmp/$(basename "$file").tmp
rm -rf "$base"*   # what an earlier run left under %t names
[ -n "$tools" ] && export PATH="$tools:$PATH"
uses_not='(^|[|;&(])[[:space:]]*not[[:space:]]'
uses_gdb='(^|[|;&(])[[:space:]]*gdb[[:space:]]'
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
exec_sh=$here/exec/exec.sh
parity_sh=$here/passes/parity.sh

# Skips the test (status 77) when a tool one of its RUN lines needs is missing.
for cmd in "${runs[@]}"; do
  case $cmd in
    *%mlir-opt*|*%parity*) if [ ! -x "$mlir_opt" ]; then
                   echo "SKIP: mlir-opt not found; $file needs it"; exit 77
                 fi ;;
  esac
  if [[ $cmd == *%exec* ]]; then
    bash "$exec_sh" --check --mlir-opt "$mlir_opt" || exit 77
  fi
  if [[ $cmd == *FileCheck* ]] && ! command -v FileCheck > /dev/null; then
    echo "SKIP: FileCheck not found; $file needs it"; exit 77
  fi
  if [[ $cmd =~ $uses_not ]] && ! command -v not > /dev/null; then
    echo "SKIP: not (from llvm-22-tools) not found; $file needs it"; exit 77
  fi
  if [[ $cmd =~ $uses_gdb ]] && ! command -v gdb > /dev/null; then
    echo "SKIP: gdb not found; $file needs it"; exit 77
  fi
done

for i in "${!runs[@]}"; do
  cmd=${runs[$i]}
  subst cmd %exec "bash $(quote "$exec_sh") --affc $(quote "$affc") \
--mlir-opt $(quote "$mlir_opt") --tmp $(quote "$base")"
  subst cmd %parity "bash $(quote "$parity_sh") --affc $(quote "$affc") \
--mlir-opt $(quote "$mlir_opt")"
  subst cmd %affc "$(quote "$affc")"
  subst cmd %mlir-opt "$(quote "$mlir_opt")"
  subst cmd %S "$(quote "$(dirname "$abs_file")")"
  subst cmd %s "$(quote "$abs_file")"
  subst cmd %t "$(quote "$base")"
  out=$(cd "$tmp" && bash -o pipefail -c "$cmd" 2>&1)
  status=$?
  if [ $status -ne 0 ]; then
    echo "FAIL: $file, RUN line $((i + 1)) exited with status $status"
    echo "command: $cmd"
    echo "---- output ----"
    printf '%s\n' "$out"
    echo "----------------"
    exit 1
  fi
done
exit 0
