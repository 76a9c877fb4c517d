/*
 * gen_main.c - the affc_gen_deps command (see run.sh):
 *
 *   affc_gen_deps make SEED [--symbols] [--first-line L] PROGRAM.mlir
 *                      ORACLE.txt ORACLE-MLIR.txt
 *       writes random program SEED, starting on line L (default 1), the
 *       oracle's remarks for it and the oracle's remarks for MLIR's model
 *       of it, naming the file as PROGRAM.mlir is written; exit 2 when the
 *       program is too large for the oracle (the caller skips that seed)
 *   affc_gen_deps check MLIR.txt AFFC.txt ORACLE.txt [ORACLE-MLIR.txt]
 *       compares the remark files (gen_check.c; without ORACLE-MLIR.txt
 *       the oracle is partial); exit 1 on a failure
 *   affc_gen_deps big N | hard N
 *       writes one function with at least N accesses in deep loop nests,
 *       for bench/deps.sh (gen_big.c)
 */
#include <stdlib.h>
#include <string.h>

#include "gen_deps.h"

/* Symbol values the oracle tries (each symbol, every value). */
enum { SYM_LO = -1, SYM_HI = 6 };

static int make(int argc, char **argv) {
  GenOptions opts = {0};
  const char *files[3] = {0};
  int nfiles = 0, first_line = 1;
  for (int i = 3; i < argc; i++) {
    if (!strcmp(argv[i], "--symbols"))
      opts.symbols = true;
    else if (!strcmp(argv[i], "--first-line") && i + 1 < argc)
      first_line = atoi(argv[++i]);
    else if (nfiles < 3)
      files[nfiles++] = argv[i];
  }
  if (nfiles != 3)
    return 64;
  GenProgram *p = gen_program(strtoull(argv[2], NULL, 10), &opts);
  FILE *prog = fopen(files[0], "w"), *oracle = fopen(files[1], "w");
  FILE *oracle_mlir = fopen(files[2], "w");
  if (!prog || !oracle || !oracle_mlir)
    return 1;
  gen_print(p, first_line, prog);
  bool ok = gen_oracle(p, files[0], SYM_LO, SYM_HI, false, oracle) &&
            gen_oracle(p, files[0], SYM_LO, SYM_HI, true, oracle_mlir);
  fclose(prog);
  fclose(oracle);
  fclose(oracle_mlir);
  gen_free(p);
  return ok ? 0 : 2;
}

static int check(int argc, char **argv) {
  GenRemarkFiles files = {argv[2], argv[3], argv[4], argc > 5 ? argv[5] : NULL};
  return gen_check(&files, stdout) ? 1 : 0;
}

int main(int argc, char **argv) {
  if (argc >= 3 && !strcmp(argv[1], "make"))
    return make(argc, argv);
  if ((argc == 5 || argc == 6) && !strcmp(argv[1], "check"))
    return check(argc, argv);
  if (argc == 3 && (!strcmp(argv[1], "big") || !strcmp(argv[1], "hard"))) {
    (argv[1][0] == 'b' ? gen_big : gen_hard)(atoi(argv[2]), stdout);
    return 0;
  }
  fputs("usage: affc_gen_deps make SEED [--symbols] [--first-line L] "
        "PROGRAM.mlir ORACLE.txt ORACLE-MLIR.txt\n"
        "       affc_gen_deps check MLIR.txt AFFC.txt ORACLE.txt "
        "[ORACLE-MLIR.txt]\n"
        "       affc_gen_deps big N | hard N\n",
        stderr);
  return 64;
}
