#!/usr/bin/env bash
#
# sample_project.sh - uses affc as a user of its CMake package does: installs
# the built affc into a fresh prefix, then configures, builds and runs the
# project samples/cmake against that prefix alone, and checks that the
# kernels are written again when their .mlir file or affc changes.
#
# Usage: sample_project.sh CMAKE BUILD_DIR SAMPLE_DIR TMP_DIR
# Exit status: 0 pass, 1 fail.

set -u
if [ $# -ne 4 ]; then
  echo "usage: sample_project.sh CMAKE BUILD_DIR SAMPLE_DIR TMP_DIR" >&2
  exit 2
fi
cmake=$1 build=$2 sample=$3 tmp=$4
prefix=$tmp/prefix src=$tmp/src out=$tmp/build

fail() {
  echo "FAIL: $1"
  [ -f "$tmp/log" ] && cat "$tmp/log"
  exit 1
}

# Runs a command with its output in $tmp/log; fails with $1 if it fails.
step() {
  local what=$1
  shift
  "$@" > "$tmp/log" 2>&1 || fail "$what"
}

rm -rf "$tmp" && mkdir -p "$tmp" || exit 1
step "cmake --install" "$cmake" --install "$build" --prefix "$prefix"
for f in bin/affc share/man/man1/affc.1 include/affc/affc_rt.h \
         lib/cmake/affc/affcConfig.cmake lib/cmake/affc/affcConfigVersion.cmake; do
  [ -f "$prefix/$f" ] || fail "nothing installed at $f"
done
grep -q 'mlir\\-print\\-op\\-generic' "$prefix/share/man/man1/affc.1" ||
  fail "the man page lacks an option of --help"

cp -r "$sample" "$src" || exit 1
step "configuring the sample" "$cmake" -S "$src" -B "$out" \
  -DCMAKE_PREFIX_PATH="$prefix"
grep -qx "affc_DIR:PATH=$prefix/lib/cmake/affc" "$out/CMakeCache.txt" ||
  fail "the sample found an affc other than the one installed in $prefix"
step "building the sample" "$cmake" --build "$out"
"$out/app" > "$tmp/app.out" 2>&1 || fail "the sample's app failed"
printf '%s\n' 'saxpy: y[0] = 1, y[7] = 15, y[1023] = 15' 'dot: 39424' |
  diff -u - "$tmp/app.out" > "$tmp/log" || fail "the app printed otherwise"

# Each change writes again what depends on it, and only that.
touch "$src/dot.mlir"
step "rebuilding after dot.mlir changed" "$cmake" --build "$out"
grep -q 'affc dot.mlir' "$tmp/log" || fail "dot.mlir changed, dot.c kept"
! grep -q 'affc saxpy.mlir' "$tmp/log" || fail "dot.mlir changed, saxpy.c too"
touch "$prefix/bin/affc"
step "rebuilding after affc changed" "$cmake" --build "$out"
grep -q 'affc saxpy.mlir' "$tmp/log" || fail "affc changed, saxpy.c kept"
exit 0
