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
#   time                                          /usr/bin/time in bench/

set -euo pipefail

packages=(build-essential cmake bison flex libisl-dev mlir-22-tools
          llvm-22-tools clang time)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed'; then
    missing+=("$p")
  fi
done
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
