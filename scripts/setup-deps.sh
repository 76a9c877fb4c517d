#!/usr/bin/env bash
#
# setup-deps.sh - installs what building and testing affc needs on Debian 12.
#
# Installs only the packages that are missing (run as root, or with sudo on
# PATH), so a second run costs nothing. Used by the README's set-up commands
# and by .ci/run; the package list lives only here.
#
#   build-essential cmake bison flex libisl-dev   build affc
#   mlir-22-tools llvm-22-tools                   mlir-opt, FileCheck, not
#   clang                                         compiles generated C
#   libomp-dev (or any libomp-N-dev)              clang -fopenmp's libomp
#   time                                          /usr/bin/time in bench/
#   clang-22                                      bench/parallel.sh: MLIR's
#                                                 LLVM IR, which clang 14
#                                                 cannot read
#   libopenblas-dev                               bench/parallel.sh
#                                                 --schedule: gemm as
#                                                 OpenBLAS's dgemm
#
# gcc -fopenmp needs nothing more: libgomp and its omp.h come with gcc
# (libgcc-12-dev). libomp-dev is Debian 12's libomp-14-dev, the one made
# for its clang 14. The libomp-N-dev packages conflict with one another,
# so one already installed is kept: libomp-22-dev (from LLVM 22's apt
# repository) puts libomp.so in /usr/lib/x86_64-linux-gnu, where clang 14
# links it too (affc's C uses only the pragmas, not clang 14's omp.h).

set -euo pipefail

packages=(build-essential cmake bison flex libisl-dev mlir-22-tools
          llvm-22-tools clang time clang-22 libopenblas-dev)

# Whether a package matching the dpkg pattern is installed.
installed() {
  dpkg-query -W -f='${Status}\n' "$1" 2>/dev/null | grep -q 'ok installed'
}

missing=()
for p in "${packages[@]}"; do
  installed "$p" || missing+=("$p")
done
installed 'libomp-*-dev' || missing+=(libomp-dev)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  sudo=(sudo)
fi
echo "setup-deps: installing ${missing[*]}"
"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y "${missing[@]}"
