// --help names every option the command line reads (every option string
// of src/driver/main.c) and every pass --passes knows (those an unknown
// pass's error lists).
// RUN: %affc --help > %t.help
// RUN: for o in $(grep -o '"-[-a-zA-Z]*' %S/../../src/driver/main.c | tr -d '"' | sort -u); do \
// RUN:   grep -q -e "$o" %t.help || { echo "--help lacks $o"; exit 1; }; done
// RUN: not %affc --passes=nope %s 2> %t.err
// RUN: sed -n 's/.*(known: \(.*\))$/\1/p' %t.err | tr -d ' ' | tr ',' '\n' > %t.passes
// RUN: test -s %t.passes
// RUN: while read -r pass; do \
// RUN:   grep -q -x "  $pass" %t.help || { echo "--help lacks pass $pass"; exit 1; }; done < %t.passes
func.func @f() {
  return
}
