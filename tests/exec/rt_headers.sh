#!/usr/bin/env bash
#
# rt_headers.sh - checks the runtime headers (runtime/affc_rt*.h): each
# piece and the umbrella affc_rt.h compile on their own with every C
# compiler, with and without -fopenmp, without a warning; the umbrella
# includes every piece; every name a piece defines starts with affc_/AFFC_.
#
# Usage: rt_headers.sh RUNTIME_DIR TMP_DIR
# Exit status: 0 pass, 1 fail, 77 skipped (no C compiler).

set -u
rt=$(cd "$1" && pwd) tmp=$2
compilers=${AFFC_EXEC_CC:-gcc clang}
mkdir -p "$tmp"
status=0

for cc in $compilers; do
  command -v "$cc" > /dev/null || { echo "SKIP: $cc not found"; exit 77; }
done

# Every piece must be included by the umbrella.
for piece in "$rt"/affc_rt_*.h; do
  name=$(basename "$piece")
  if ! grep -q "^#include \"$name\"" "$rt/affc_rt.h"; then
    echo "FAIL: affc_rt.h does not include $name"
    status=1
  fi
done

# Each header alone, as the first thing in a file, under every compiler.
for header in "$rt"/affc_rt*.h; do
  name=$(basename "$header" .h)
  printf '#include "%s"\nint main(void) { return 0; }\n' "$header" \
    > "$tmp/$name.c"
  for cc in $compilers; do
    for omp in "" -fopenmp; do
      if ! out=$("$cc" -std=c11 -Wall -Wextra -Werror $omp \
                 -c "$tmp/$name.c" -o "$tmp/$name.o" 2>&1); then
        echo "FAIL: $name.h with $cc $omp"
        printf '%s\n' "$out"
        status=1
      fi
    done
  done
done

# The names the pieces declare: functions, macros, typedef names and
# struct tags must all start with affc_ / AFFC_ (the include guards too).
names=$(sed -nE -e 's/^static inline [^(]*[ *]([A-Za-z_][A-Za-z0-9_]*)\(.*/\1/p' \
                -e 's/^#(define|ifndef) ([A-Za-z_][A-Za-z0-9_]*).*/\2/p' \
                -e 's/^(typedef .*|\}) ([A-Za-z_][A-Za-z0-9_]*);$/\2/p' \
                -e 's/.*(struct|union|enum) ([A-Za-z_][A-Za-z0-9_]*) *\{.*/\2/p' \
        "$rt"/affc_rt*.h | sort -u)
[ -n "$names" ] || { echo "FAIL: found no names in $rt"; status=1; }
bad=$(printf '%s\n' $names | grep -vE '^(affc_|AFFC_)')
if [ -n "$bad" ]; then
  echo "FAIL: names without the affc_/AFFC_ prefix:"
  printf '  %s\n' $bad
  status=1
fi
exit $status
