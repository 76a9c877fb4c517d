/*
 * emit_c_ciface.c - --abi=mlir: MLIR's C interface for public functions.
 *
 * For each public function f, `_mlir_ciface_f` takes every ranked memref
 * as a pointer to a descriptor laid out as MLIR's StridedMemRefType
 * (affc_memref_<rank>d_<type>: allocated, aligned, offset, sizes[],
 * strides[]) and every unranked memref as a pointer to MLIR's
 * UnrankedMemRefType (affc_unranked_memref: rank, descriptor), scalars
 * and pointers to functions of scalars by value. As in MLIR, one non-memref result is returned; a memref result,
 * or several results, are written through a first pointer argument (a
 * descriptor, or struct f_mlir_result with fields r0, r1, ...). The
 * wrapper unpacks the descriptors and calls f itself, which is then
 * static. A memref it returns has allocated == aligned.
 */
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"
#include "dialects/dialect_util.h"

/* The item list that passes descriptor pointer d of type t to f. */
static const char *unpack(CEmit *e, IrType *t, const char *d) {
  if (t->u.shaped.rank < 0)
    return ir_sprintf(e->ctx, "%s->rank, %s->descriptor", d, d);
  const char **suffixes;
  unsigned n = c_memref_suffixes(e, t, &suffixes);
  const char *s = ir_sprintf(e->ctx, "%s->aligned", d);
  for (unsigned i = 0; i < n; i++)
    s = ir_sprintf(e->ctx, "%s, %s", s,
                   c_memref_desc_part(e, t, d, suffixes[i]));
  return s;
}

/* True when function type t takes and returns scalars only: then MLIR's
 * function pointer and affc's have the same C signature (MLIR passes a
 * memref as the fields of its descriptor). */
static bool scalar_signature(const IrType *t) {
  for (unsigned i = 0; i < t->u.func.num_inputs + t->u.func.num_results; i++) {
    const IrType *x = i < t->u.func.num_inputs
                          ? t->u.func.inputs[i]
                          : t->u.func.results[i - t->u.func.num_inputs];
    if (!c_scalar_type(x))
      return false;
  }
  return true;
}

/* The C type of a ciface parameter or result field of type t. */
static const char *ciface_type(CEmit *e, IrType *t) {
  if (t->kind == IR_TYPE_FUNCTION && !scalar_signature(t))
    return NULL;
  if (t->kind != IR_TYPE_MEMREF)
    return t->kind == IR_TYPE_VECTOR ? NULL : c_type(e, t);
  if (t->u.shaped.rank >= 0)
    return c_desc_type(e, t);
  c_define_type(e, "affc_unranked_memref",
                "typedef struct {\n  int64_t rank;\n  void *descriptor;\n"
                "} affc_unranked_memref;\n");
  return "affc_unranked_memref";
}

/* The descriptor value of result k of the struct r returned by f. */
static const char *result_desc(CEmit *e, IrType *t, unsigned k, const char *r) {
  const char *field = ir_sprintf(e->ctx, "%s.r%u", r, k);
  const char **suffixes;
  unsigned n = c_memref_suffixes(e, t, &suffixes);
  const char **parts = ir_alloc(e->ctx, (n + 1) * sizeof *parts);
  for (unsigned i = 0; i < n; i++)
    parts[i] = ir_sprintf(e->ctx, "%s_%s", field, suffixes[i]);
  CMemref *m = c_memref_from_parts(e, t, field, parts);
  return ir_sprintf(e->ctx, "(%s)%s", c_desc_type(e, t),
                    c_memref_desc_init(e, m));
}

/* "struct f_mlir_result" for several results, defined on first use. */
static const char *result_struct(CEmit *e, const CSymbol *s, IrType *ft) {
  const char *tag = ir_sprintf(e->ctx, "%s_mlir_result", s->name);
  const char *fields = "";
  for (unsigned k = 0; k < ft->u.func.num_results; k++)
    fields = ir_sprintf(e->ctx, "%s  %s r%u;\n", fields,
                        ciface_type(e, ft->u.func.results[k]), k);
  c_define_type(e, tag, ir_sprintf(e->ctx, "struct %s {\n%s};\n", tag, fields));
  return ir_sprintf(e->ctx, "struct %s", tag);
}

/* Writes the statements that store the results of call into *res. */
static void store_results(CEmit *e, const CSymbol *s, IrType *ft,
                          const char *call, FILE *file) {
  unsigned n = ft->u.func.num_results;
  fprintf(file, "  %s r = %s;\n", s->ret, call);
  for (unsigned k = 0; k < n; k++) {
    IrType *t = ft->u.func.results[k];
    const char *v = t->kind == IR_TYPE_MEMREF ? result_desc(e, t, k, "r")
                                              : ir_sprintf(e->ctx, "r.r%u", k);
    if (n == 1)
      fprintf(file, "  *res = %s;\n", v);
    else
      fprintf(file, "  res->r%u = %s;\n", k, v);
  }
}

/* False when ranked memref type t has a dynamic part its descriptor does
 * not tell (a layout map that is not strided: c_layout.c). */
static bool parts_known(CEmit *e, IrType *t) {
  const char **suffixes;
  if (t->kind != IR_TYPE_MEMREF || t->u.shaped.rank < 0)
    return true;
  unsigned n = c_memref_suffixes(e, t, &suffixes);
  for (unsigned i = 0; i < n; i++)
    if (!c_memref_desc_part(e, t, "d", suffixes[i]))
      return false;
  return true;
}

/* Reports a type the C interface cannot pass. */
static bool check(CEmit *e, const CSymbol *s, IrType *ft) {
  for (unsigned i = 0; i < ft->u.func.num_inputs + ft->u.func.num_results; i++) {
    IrType *t = i < ft->u.func.num_inputs
                    ? ft->u.func.inputs[i]
                    : ft->u.func.results[i - ft->u.func.num_inputs];
    if (!ciface_type(e, t))
      return c_unsupported(e, s->op,
                           ir_sprintf(e->ctx, "with --abi=mlir and type %s",
                                      du_quoted_type(e->ctx, t)));
    if (i < ft->u.func.num_inputs && !parts_known(e, t))
      return c_unsupported(
          e, s->op,
          ir_sprintf(e->ctx, "with --abi=mlir and argument type %s: the "
                     "descriptor of its normalized buffer does not tell its "
                     "dynamic sizes", du_quoted_type(e->ctx, t)));
  }
  return true;
}

/* The signature of s's wrapper; *args gets the arguments it passes to the
 * plain function. */
static const char *signature(CEmit *e, const CSymbol *s, IrType *ft,
                             const char **args) {
  unsigned nres = ft->u.func.num_results;
  const char *params = "";
  IrBlock *entry = s->op->regions[0].first;
  StrMap *names = e->locals = strmap_create();
  e->num_scoped = 0;
  c_fresh(e, "res");
  c_fresh(e, "r");
  if (s->result_struct)
    params = ir_sprintf(e->ctx, "%s *res",
                        nres == 1 ? c_desc_type(e, ft->u.func.results[0])
                                  : result_struct(e, s, ft));
  *args = "";
  for (unsigned i = 0; i < ft->u.func.num_inputs; i++) {
    IrType *t = ft->u.func.inputs[i];
    const char *name = c_fresh(e, c_value_hint(e, entry->args[i]));
    bool mem = t->kind == IR_TYPE_MEMREF;
    params = ir_sprintf(e->ctx, "%s%s%s %s%s", params, *params ? ", " : "",
                        ciface_type(e, t), mem ? "*" : "", name);
    *args = ir_sprintf(e->ctx, "%s%s%s", *args, i ? ", " : "",
                       mem ? unpack(e, t, name) : name);
  }
  strmap_destroy(names);
  e->locals = NULL;
  return ir_sprintf(e->ctx, "%s _mlir_ciface_%s(%s)",
                    s->result_struct ? "void" : s->ret, s->name,
                    *params ? params : "void");
}

const char *c_ciface_prototype(CEmit *e, CSymbol *s) {
  IrType *ft = ir_op_attr(s->op, "function_type")->u.type;
  const char *args;
  return check(e, s, ft) ? signature(e, s, ft, &args) : NULL;
}

bool c_emit_ciface(CEmit *e, CSymbol *s, FILE *file) {
  IrType *ft = ir_op_attr(s->op, "function_type")->u.type;
  const char *args;
  if (!check(e, s, ft))
    return false;
  const char *sig = signature(e, s, ft, &args);
  const char *call = ir_sprintf(e->ctx, "%s(%s)", s->name, args);
  fprintf(file, "%s {\n", sig);
  if (s->result_struct)
    store_results(e, s, ft, call, file);
  else
    fprintf(file, "  %s%s;\n", ft->u.func.num_results ? "return " : "", call);
  fprintf(file, "}\n\n");
  return true;
}
