/*
 * emit_bench.c - --emit=bench: the module's C followed by a program that
 * times its public functions (or the one --bench-func names).
 *
 * For each function the program allocates its memref arguments (static
 * sizes, and the values of --bench-sizes for dynamic ones), fills them with
 * deterministic values (runtime/affc_rt_bench.h), calls the function once
 * and prints a checksum of every memref, then times --bench-reps calls,
 * each from freshly filled inputs, and prints the min and median, and the
 * GFLOP/s they make when the function's operations can be counted
 * (analysis/flop_count.h). With
 * --bench-ref=file.c the file is included with the function renamed
 * (#define f affc_bench_ref_f), and its outputs are compared with affc's
 * and timed the same way. The program exits 1 when outputs disagree.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "analysis/flop_count.h"
#include "c_emit.h"
#include "codegen/runtime.h"
#include "dialects/dialect_util.h"
#include "ir/diag.h"

/* How close floating-point outputs must be, relative to the largest
 * magnitude in the reference: a few roundings per element of a sum of
 * thousands of terms taken in another order. */
#define BENCH_TOL_F32 "1e-4"
#define BENCH_TOL_F64 "1e-10"

/* One argument of a benchmarked function. */
typedef struct BenchArg {
  const char *label; /* its SSA name, for the report */
  const char *var;   /* memrefs: the C variable ("a0"); NULL for scalars */
  const char *elem;  /* memrefs: the C element type */
  const char *count; /* memrefs: the variable of its number of elements */
  const char *extent; /* memrefs: that number, a product of sizes */
  const char *sizes; /* memrefs: the dynamic sizes passed after it */
  const char *value; /* scalars: the value passed */
  int fsize;         /* float elements: 4 or 8 bytes; else 0 */
} BenchArg;

typedef struct BenchFn {
  CSymbol *sym;
  unsigned n;
  BenchArg *args;
} BenchFn;

static bool is_public_function(const IrOp *op) {
  IrAttr *v = ir_op_attr(op, "sym_visibility");
  return !strcmp(op->name, "func.func") && op->num_regions &&
         op->regions[0].first && !v;
}

/* The next of --bench-sizes as a literal, or NULL when they are used up. */
static const char *next_size(CEmit *e, unsigned *used) {
  if (*used == e->opts->num_bench_sizes)
    return NULL;
  return ir_sprintf(e->ctx, "%lld",
                    (long long)e->opts->bench_sizes[(*used)++]);
}

/* Fills a for memref type t (identity layout, integer or float elements);
 * false when C cannot fill it or a size is missing (*missing then). */
static bool memref_arg(CEmit *e, IrType *t, BenchArg *a, unsigned *used,
                       bool *missing) {
  IrType *el = t->u.shaped.elem;
  if (t->u.shaped.rank < 0 || t->u.shaped.layout ||
      (el->kind != IR_TYPE_FLOAT && el->kind != IR_TYPE_INTEGER &&
       el->kind != IR_TYPE_INDEX) ||
      (el->kind == IR_TYPE_FLOAT && el->u.fp.kind != IR_F32 &&
       el->u.fp.kind != IR_F64))
    return false;
  a->elem = c_elem_type(e, t);
  a->fsize = el->kind != IR_TYPE_FLOAT ? 0 : el->u.fp.kind == IR_F32 ? 4 : 8;
  a->extent = "(int64_t)1";
  a->sizes = "";
  for (int d = 0; d < t->u.shaped.rank; d++) {
    const char *size = ir_sprintf(e->ctx, "%lld",
                                  (long long)t->u.shaped.shape[d]);
    if (t->u.shaped.shape[d] == IR_DYNAMIC && !(size = next_size(e, used)))
      return *missing = true, false;
    if (t->u.shaped.shape[d] == IR_DYNAMIC)
      a->sizes = ir_sprintf(e->ctx, "%s, %s", a->sizes, size);
    a->extent = d ? ir_sprintf(e->ctx, "%s * %s", a->extent, size)
                  : ir_sprintf(e->ctx, "(int64_t)%s", size);
  }
  return true;
}

/* Fills a for argument i of type t of function s; reports at it when C
 * cannot. */
static bool describe_arg(CEmit *e, const CSymbol *s, unsigned i, IrType *t,
                         BenchArg *a, unsigned *used) {
  IrOp *fn = s->op;
  IrValue *v = fn->regions[0].first->args[i];
  bool ok = true, missing = false;
  a->label = v->name ? v->name : ir_sprintf(e->ctx, "arg%u", i);
  if (t->kind == IR_TYPE_MEMREF) {
    a->var = ir_sprintf(e->ctx, "a%u", i);
    a->count = ir_sprintf(e->ctx, "n%u", i);
    ok = memref_arg(e, t, a, used, &missing);
  } else if (t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_INDEX) {
    ok = (a->value = next_size(e, used)) != NULL;
    missing = !ok;
  } else if (t->kind == IR_TYPE_FLOAT && c_type(e, t)) {
    a->value = "1.5";
  } else {
    ok = false;
  }
  if (missing)
    return ir_error(e->ctx, fn->loc,
                    "--emit=bench: '@%s' needs more values in --bench-sizes "
                    "(one per dynamic size of its memrefs, then per integer "
                    "argument, in order): %u given",
                    ir_op_attr(fn, "sym_name")->u.str.data,
                    e->opts->num_bench_sizes);
  if (!ok)
    return ir_error(e->ctx, fn->loc,
                    "--emit=bench cannot make an argument of type %s (it "
                    "makes memrefs of integers, f32 or f64 with the identity "
                    "layout, integers and floats)",
                    du_quoted_type(e->ctx, t));
  return true;
}

/* Describes the arguments of function s into b; false after reporting. */
static bool describe(CEmit *e, CSymbol *s, BenchFn *b) {
  IrType *t = ir_op_attr(s->op, "function_type")->u.type;
  unsigned used = 0;
  b->sym = s;
  b->n = t->u.func.num_inputs;
  b->args = ir_alloc(e->ctx, (b->n + 1) * sizeof *b->args);
  for (unsigned i = 0; i < b->n; i++) {
    memset(&b->args[i], 0, sizeof b->args[i]);
    if (!describe_arg(e, s, i, t->u.func.inputs[i], &b->args[i], &used))
      return false;
  }
  return true;
}

/* The functions to time, into *fns; false after reporting. */
static bool select_functions(CEmit *e, BenchFn **fns, unsigned *n) {
  IrBlock *top = e->module->regions[0].first;
  const char *want = e->opts->bench_func, *main_name;
  if (c_main_name(e, &main_name))
    return ir_error(e->ctx, e->module->loc,
                    "--emit=bench writes its own main: the module's public "
                    "@main would clash with it");
  *n = 0;
  *fns = NULL;
  for (IrOp *op = top ? top->first : NULL; op; op = op->next) {
    IrAttr *name = ir_op_attr(op, "sym_name");
    if (!is_public_function(op) ||
        (want && (name->u.str.len != strlen(want) ||
                  memcmp(name->u.str.data, want, name->u.str.len))))
      continue;
    *fns = realloc(*fns, (*n + 1) * sizeof **fns);
    if (!*fns)
      ir_oom();
    CSymbol *s = strmap_get(e->symbols, name->u.str.data, name->u.str.len);
    if (!describe(e, s, &(*fns)[(*n)++]))
      return false;
  }
  if (*n == 0)
    return ir_error(e->ctx, e->module->loc,
                    "--emit=bench: no public function with a body%s%s",
                    want ? " named @" : " to time", want ? want : "");
  return true;
}

/* The arguments of a call: each memref's variable (with suffix, "" or
 * "_ref") and dynamic sizes, each scalar's value. */
static const char *call_args(CEmit *e, const BenchFn *b, const char *suffix) {
  const char *s = "";
  for (unsigned i = 0; i < b->n; i++) {
    const BenchArg *a = &b->args[i];
    s = a->var ? ir_sprintf(e->ctx, "%s%s%s%s%s", s, i ? ", " : "", a->var,
                            suffix, a->sizes)
               : ir_sprintf(e->ctx, "%s%s%s", s, i ? ", " : "", a->value);
  }
  return s;
}

/* Writes "T *a0<suffix> = ...;" for each memref of b. */
static void write_allocs(const BenchFn *b, const char *suffix, FILE *out) {
  for (unsigned i = 0; i < b->n; i++)
    if (b->args[i].var)
      fprintf(out, "  %s *%s%s = affc_bench_alloc(%s, sizeof(%s));\n",
              b->args[i].elem, b->args[i].var, suffix, b->args[i].count,
              b->args[i].elem);
}

/* Writes "int64_t n0 = ...;" for each memref of b. */
static void write_counts(const BenchFn *b, FILE *out) {
  for (unsigned i = 0; i < b->n; i++)
    if (b->args[i].var)
      fprintf(out, "  int64_t %s = %s;\n", b->args[i].count,
              b->args[i].extent);
}

static void write_frees(const BenchFn *b, const char *suffix, FILE *out) {
  for (unsigned i = 0; i < b->n; i++)
    if (b->args[i].var)
      fprintf(out, "  free(%s%s);\n", b->args[i].var, suffix);
}

/* Writes the statements that fill the memrefs of b (suffix "" or
 * "_ref") with the inputs every call starts from. */
static void write_fill(const BenchFn *b, const char *suffix, FILE *out) {
  for (unsigned i = 0; i < b->n; i++) {
    const BenchArg *a = &b->args[i];
    if (a->var)
      fprintf(out,
              "    for (int64_t e = 0; e < %s; e++)\n"
              "      %s%s[e] = (%s)%saffc_bench_value(%u, e)%s;\n",
              a->count, a->var, suffix, a->elem, a->fsize ? "" : "(int64_t)(",
              i, a->fsize ? "" : " * 65521)");
  }
}

/* Writes one call of fname from fresh inputs, its memrefs suffixed. */
static void write_call(CEmit *e, const BenchFn *b, const char *fname,
                       const char *suffix, FILE *out) {
  fputs("  {\n", out);
  write_fill(b, suffix, out);
  fprintf(out, "    %s(%s);\n  }\n", fname, call_args(e, b, suffix));
}

/* Writes the loop that times reps calls of fname, each from fresh inputs,
 * reporting as who (with GFLOP/s when flops, the floating-point operations
 * of a call, is known); its median lands in the variable who. */
static void write_timing(CEmit *e, const BenchFn *b, const char *fname,
                         const char *suffix, const char *who, double flops,
                         FILE *out) {
  fputs("  for (int r = 0; r < reps; r++) {\n", out);
  write_fill(b, suffix, out);
  fprintf(out,
          "    double t0 = affc_bench_now();\n"
          "    %s(%s);\n"
          "    t[r] = affc_bench_now() - t0;\n  }\n",
          fname, call_args(e, b, suffix));
  fprintf(out, "  double %s = affc_bench_times(\"%s\", t, reps);\n", who, who);
  if (flops >= 0)
    fprintf(out, "  affc_bench_gflops(%.17g, t[0], %s);\n", flops, who);
}

/* Writes the comparison of each memref of b with its _ref copy. */
static void write_agree(const BenchFn *b, FILE *out) {
  for (unsigned i = 0; i < b->n; i++) {
    const BenchArg *a = &b->args[i];
    if (a->var)
      fprintf(out,
              "  ok &= affc_bench_agree(\"%s\", %s, %s_ref, %s, sizeof(%s), "
              "%d, %s);\n",
              a->label, a->var, a->var, a->count, a->elem, a->fsize,
              a->fsize == 4 ? BENCH_TOL_F32 : BENCH_TOL_F64);
  }
}

/* Writes the function that times b (and compares it with the reference);
 * it returns whether the outputs agree. */
static void write_bench(CEmit *e, const BenchFn *b, FILE *out) {
  const char *f = b->sym->name;
  fprintf(out, "static int affc_bench_%s(int reps, double *t) {\n", f);
  fprintf(out, "  int ok = 1;\n  printf(\"@%s\\n\");\n",
          ir_op_attr(b->sym->op, "sym_name")->u.str.data);
  write_counts(b, out);
  write_allocs(b, "", out);
  write_call(e, b, f, "", out);
  for (unsigned i = 0; i < b->n; i++)
    if (b->args[i].var)
      fprintf(out, "  affc_bench_checksum(\"%s\", %s, %s * sizeof(%s));\n",
              b->args[i].label, b->args[i].var, b->args[i].count,
              b->args[i].elem);
  const char *ref = ir_sprintf(e->ctx, "affc_bench_ref_%s", f);
  if (e->opts->bench_ref) {
    write_allocs(b, "_ref", out);
    write_call(e, b, ref, "_ref", out);
    write_agree(b, out);
  }
  double flops = flop_count(e->ctx, b->sym->op);
  write_timing(e, b, f, "", "affc", flops, out);
  if (e->opts->bench_ref) {
    write_timing(e, b, ref, "_ref", "ref", flops, out);
    fputs("  affc_bench_speed(ref, affc);\n", out);
    write_frees(b, "_ref", out);
  } else {
    fputs("  (void)affc;\n", out);
  }
  write_frees(b, "", out);
  fputs("  return ok;\n}\n\n", out);
}
/* Writes the reference file, included with each timed function renamed
 * (its C name is the one affc gives, as in --emit=h). */
static void write_reference(CEmit *e, const BenchFn *fns, unsigned n,
                            FILE *out) {
  fputs("/* The hand-written functions (--bench-ref). */\n", out);
  for (unsigned i = 0; i < n; i++)
    fprintf(out, "#define %s affc_bench_ref_%s\n", fns[i].sym->name,
            fns[i].sym->name);
  fprintf(out, "#include \"%s\"\n", e->opts->bench_ref);
  for (unsigned i = 0; i < n; i++)
    fprintf(out, "#undef %s\n", fns[i].sym->name);
  fputc('\n', out);
}

/* Writes the harness after the module's C: the bench runtime, the
 * reference, a function per timed function and main. */
static void write_harness(CEmit *e, const BenchFn *fns, unsigned n,
                          FILE *out) {
  fputs("\n/* The benchmark (affc --emit=bench). */\n", out);
  e->uses[C_PIECE_BENCH] = true;
  c_write_pieces(e, out);
  if (e->opts->bench_ref)
    write_reference(e, fns, n, out);
  for (unsigned i = 0; i < n; i++)
    write_bench(e, &fns[i], out);
  fprintf(out,
          "int main(void) {\n"
          "  int reps = %d, ok = 1;\n"
          "  double *t = affc_bench_alloc(reps, sizeof(double));\n",
          e->opts->bench_reps);
  for (unsigned i = 0; i < n; i++)
    fprintf(out, "  ok &= affc_bench_%s(reps, t);\n", fns[i].sym->name);
  fputs("  free(t);\n  return ok ? 0 : 1;\n}\n", out);
}

bool emit_bench(IrContext *ctx, IrOp *module, const EmitOptions *opts,
                FILE *out) {
  CEmit e;
  c_emit_init(&e, ctx, module, opts);
  BenchFn *fns = NULL;
  unsigned n;
  bool ok = c_name_symbols(&e) && select_functions(&e, &fns, &n) &&
            emit_c(ctx, module, opts, out);
  if (ok)
    write_harness(&e, fns, n, out);
  free(fns);
  c_emit_fini(&e);
  return ok;
}
