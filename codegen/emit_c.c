/*
 * emit_c.c - --emit=c: a verified module as one self-contained C11 file.
 *
 * The file holds, in order: the standard headers, the runtime pieces the
 * program uses (copied from runtime/affc_rt_<piece>.h), type definitions
 * (vectors, memref descriptors, result structs), the memref.globals, a
 * prototype of every function, the functions, and int main(void) when the
 * module has a public @main without arguments or results. The parts are
 * written to memory first because which pieces and types are needed is
 * known only at the end.
 *
 * Ops are emitted through one table, name -> handler, that each family's
 * file contributes rows to (c_rows_*).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/deps.h"
#include "c_emit.h"
#include "codegen/runtime.h"
#include "ir/diag.h"

/* ------------------------------------------------------------ op table */

static const COpRow *const row_tables[] = {
    c_rows_scalar, c_rows_func,   c_rows_scf,        c_rows_cf,
    c_rows_memref, c_rows_view,   c_rows_vector, c_rows_vector_mem, c_rows_affine,
    c_rows_vector_lanes, c_rows_vector_print, c_rows_dma, c_rows_complex,
    c_rows_atomic,
};

/* name -> handler, built on first use. */
static StrMap *op_table(void) {
  static StrMap *table;
  if (table)
    return table;
  table = strmap_create();
  for (size_t t = 0; t < sizeof row_tables / sizeof row_tables[0]; t++)
    for (const COpRow *r = row_tables[t]; r->name; r++)
      strmap_put(table, r->name, strlen(r->name), (void *)r);
  return table;
}

/* The row of op: its own, else its dialect's ("arith.*"). */
static const COpRow *find_row(const IrOp *op) {
  StrMap *table = op_table();
  const COpRow *row = strmap_get(table, op->name, strlen(op->name));
  const char *dot = strchr(op->name, '.');
  if (row || !dot)
    return row;
  char key[64];
  int n = snprintf(key, sizeof key, "%.*s.*", (int)(dot - op->name), op->name);
  return n < (int)sizeof key ? strmap_get(table, key, (size_t)n) : NULL;
}

/* Emits one op through the op table (nothing for dead ops). Its lines
 * come from its location; an op without one (built by a pass) takes its
 * parent's. */
static bool c_emit_op(CEmit *e, IrOp *op) {
  if (!c_is_live(e, op))
    return true;
  const COpRow *row = find_row(op);
  if (!row)
    return c_unsupported(e, op, NULL);
  IrLocation parent = c_locate(e, op);
  bool ok = row->fn(e, op);
  e->loc = parent;
  return ok;
}

bool c_emit_block(CEmit *e, IrBlock *b, bool skip_terminator) {
  bool ok = true;
  for (IrOp *op = b->first; op; op = op->next) {
    if (skip_terminator && !op->next && ir_op_has_trait(op, IR_TRAIT_TERMINATOR))
      break;
    ok &= c_emit_op(e, op);
  }
  return ok;
}

bool c_emit_region(CEmit *e, IrRegion *r) {
  if (r->first && r->first->next)
    return c_emit_blocks(e, r);
  return !r->first || c_emit_block(e, r->first, false);
}

/* ------------------------------------------------------------ the file */

static const char *const piece_names[C_NUM_PIECES] = {
    [C_PIECE_SCALAR] = "scalar",
    [C_PIECE_COMPLEX] = "complex",
    [C_PIECE_PRINT] = "print",
    [C_PIECE_MEMORY] = "memory",
    [C_PIECE_DMA] = "dma",
    [C_PIECE_BENCH] = "bench",
};

FILE *c_open_buffer(char **buf, size_t *len) {
  FILE *f = open_memstream(buf, len);
  if (!f)
    ir_oom();
  return f;
}

/* Writes the runtime pieces the program uses (print and complex need
 * scalar). Each is silenced for the functions the program does not call. */
void c_write_pieces(CEmit *e, FILE *out) {
  e->uses[C_PIECE_SCALAR] |= e->uses[C_PIECE_PRINT] | e->uses[C_PIECE_COMPLEX];
  for (int p = 0; p < C_NUM_PIECES; p++) {
    const char *text = e->uses[p] ? affc_rt_text(piece_names[p]) : NULL;
    if (text)
      fprintf(out,
              "#pragma GCC diagnostic push\n"
              "#pragma GCC diagnostic ignored \"-Wunused-function\"\n"
              "%s#pragma GCC diagnostic pop\n\n",
              text);
  }
}

/* Checks every top-level op is something C can hold and writes the
 * globals to file. */
static bool emit_globals(CEmit *e, FILE *file) {
  bool ok = true;
  IrBlock *top = e->module->regions[0].first;
  for (IrOp *op = top ? top->first : NULL; op; op = op->next) {
    if (!strcmp(op->name, "memref.global"))
      ok &= c_emit_global(e, op, file);
    else if (strcmp(op->name, "func.func"))
      ok = c_unsupported(e, op, "at the top level of a module");
  }
  return ok;
}

static bool emit_functions(CEmit *e, FILE *file) {
  bool ok = true;
  IrBlock *top = e->module->regions[0].first;
  for (IrOp *op = top ? top->first : NULL; op; op = op->next)
    if (!strcmp(op->name, "func.func"))
      ok &= c_emit_function(e, op, file);
  const char *main_name;
  if (ok && c_main_name(e, &main_name))
    c_write_main(e, file, main_name);
  return ok;
}

/* Writes the parts, in the order of the file. */
static void write_file(CEmit *e, FILE *out, const char *globals,
                       const char *functions, const char *types) {
  fprintf(out, "/* Generated by affc from %s. */\n", e->opts->input_name);
  fputs("#include <math.h>\n#include <stdbool.h>\n#include <stddef.h>\n"
        "#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n\n",
        out);
  /* Compilers may fuse a * b + c into an fma (clang by default, gcc
   * outside ISO mode), which MLIR does not: that changes float results. */
  fputs("#if defined(__clang__)\n#pragma STDC FP_CONTRACT OFF\n"
        "#elif defined(__GNUC__)\n#pragma GCC optimize(\"fp-contract=off\")\n"
        "#endif\n\n",
        out);
  /* gcc and clang note that a vector wider than the target's registers
   * is passed differently with and without AVX: a concern for objects
   * built with different flags, not for this file. */
  if (e->opts->vector_extensions)
    fputs("#if defined(__GNUC__)\n#pragma GCC diagnostic ignored \"-Wpsabi\"\n"
          "#endif\n\n",
          out);
  /* gcc's -Wstringop-overflow follows paths that the guards around an
   * access exclude (an index negative only where an affine.if cannot
   * hold) and warns on them; -Wtype-limits warns on an unsigned
   * comparison with a value affc folded to 0 ((uint64_t)0 <= x).
   * The accesses and comparisons are the program's own. */
  fputs("#if defined(__GNUC__) && !defined(__clang__)\n"
        "#pragma GCC diagnostic ignored \"-Wstringop-overflow\"\n"
        "#pragma GCC diagnostic ignored \"-Wtype-limits\"\n#endif\n\n",
        out);
  /* gcc warns about OpenMP pragmas it ignores without -fopenmp. */
  fputs("#if defined(__GNUC__) && !defined(_OPENMP)\n"
        "#pragma GCC diagnostic ignored \"-Wunknown-pragmas\"\n#endif\n\n",
        out);
  c_write_pieces(e, out);
  fputs(types, out);
  fputs(globals, out);
  if (*globals)
    fputc('\n', out);
  c_stream_write_functions(e, functions, out);
}

/* write_file through memory, for c_write_lines (-g). */
static void write_with_lines(CEmit *e, FILE *out, const char *globals,
                             const char *functions, const char *types) {
  char *text;
  size_t len;
  FILE *mem = c_open_buffer(&text, &len);
  write_file(e, mem, globals, functions, types);
  fclose(mem);
  c_write_lines(text, len, e->opts, out);
  free(text);
}

void c_emit_init(CEmit *e, IrContext *ctx, IrOp *module,
                 const EmitOptions *opts) {
  *e = (CEmit){.ctx = ctx, .opts = opts, .module = module};
  e->globals = strmap_create();
  e->symbols = strmap_create();
  e->defined = strmap_create();
  e->fn_types = strmap_create();
  e->layouts = strmap_create();
}

void c_emit_fini(CEmit *e) {
  if (e->deps)
    dep_analysis_destroy(e->deps);
  strmap_destroy(e->omp_loops);
  strmap_destroy(e->globals);
  strmap_destroy(e->symbols);
  strmap_destroy(e->defined);
  strmap_destroy(e->fn_types);
  strmap_destroy(e->layouts);
}

bool emit_c(IrContext *ctx, IrOp *module, const EmitOptions *opts,
            FILE *out) {
  CEmit e;
  c_emit_init(&e, ctx, module, opts);
  e.stream = c_stream_of(ctx);
  char *types, *globals, *functions;
  size_t types_len, globals_len, functions_len;
  e.types = c_open_buffer(&types, &types_len);
  FILE *gfile = c_open_buffer(&globals, &globals_len);
  FILE *ffile = c_open_buffer(&functions, &functions_len);
  bool ok = c_name_symbols(&e) && emit_globals(&e, gfile) &&
            c_emit_prototypes(&e) && emit_functions(&e, ffile) && !e.failed &&
            !emit_c_stream_stale(ctx);
  fclose(e.types);
  fclose(gfile);
  fclose(ffile);
  if (ok && opts->line_directives)
    write_with_lines(&e, out, globals, functions, types);
  else if (ok)
    write_file(&e, out, globals, functions, types);
  free(types);
  free(globals);
  free(functions);
  c_emit_fini(&e);
  return ok;
}
