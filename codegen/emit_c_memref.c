/*
 * emit_c_memref.c - memory: allocation, globals, loads and stores (memref
 * and affine), copies, dims and prefetches (DMA: emit_c_dma.c).
 *
 * memref.alloc is malloc and memref.realloc realloc (affc_alloc and
 * affc_realloc of the memory runtime when they have an alignment),
 * memref.dealloc free; memref.alloca is a C array in the enclosing block,
 * and memref.alloca_scope a block of its own (c_emit_scope). An
 * allocation spans the elements its layout reaches (c_layout.c): the
 * normalized shape for a layout map that is not strided. A memref.global is a file-scope array with its initializer
 * (const for constant globals), or a union of the array and its bit
 * patterns when it holds NaNs C has no constant expression for. Element
 * (i, j) of a memref is
 * base[offset + i*stride0 + j*stride1] (c_memref.c), or the buffer's
 * element at the layout map's results (c_layout.c).
 */
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"
#include "dialects/affine.h"
#include "dialects/dialect_util.h"

/* The ranked memref operand i of op, or NULL after reporting. */
static CMemref *memref_operand(CEmit *e, const IrOp *op, unsigned i) {
  CMemref *m = c_val(e, ir_op_operand(op, i))->mem;
  if (!m)
    c_unsupported(e, op, "on this memref");
  return m;
}

/* The subscripts of a memref access: operands first .. first+rank-1. */
static const char **subscripts(CEmit *e, const IrOp *op, unsigned first,
                               int rank) {
  const char **idx = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *idx);
  for (int i = 0; i < rank; i++)
    idx[i] = c_operand(e, op, first + (unsigned)i);
  return idx;
}

/* The subscripts of an affine access: the results of its map. */
static const char **affine_subscripts(CEmit *e, const IrOp *op,
                                      const AffineAccess *a) {
  const char **idx =
      ir_alloc(e->ctx, ((size_t)a->map->num_results + 1) * sizeof *idx);
  for (unsigned r = 0; r < a->map->num_results; r++)
    idx[r] = c_affine_result(e, a->map, r, op, a->first_index);
  return idx;
}

/* ------------------------------------------------------------ allocation */

/* "sizeof(T) * count". */
static const char *bytes(CEmit *e, const CMemref *m, const char *count) {
  const char *size = ir_sprintf(e->ctx, "sizeof(%s)", c_elem_type(e, m->type));
  return !strcmp(count, "1") ? size
                             : ir_sprintf(e->ctx, "%s * %s", size,
                                          c_paren(e->ctx, count));
}

/* True when every use of memref v stores into it: C would call an array
 * that is only written "set but not used". */
static bool only_written(const CEmit *e, const IrValue *v) {
  for (const IrUse *u = v->first_use; u; u = u->next) {
    const char *n = u->owner->name;
    if (!c_is_live(e, u->owner))
      continue;
    bool store = !strcmp(n, "memref.store") || !strcmp(n, "affine.store") ||
                 !strcmp(n, "affine.vector_store") || !strcmp(n, "vector.store");
    if (!store || ir_use_index(u) == 0)
      return false;
  }
  return true;
}

/* The memref an alloc or alloca op makes, over a new variable name: its
 * dynamic sizes, then its layout map's symbols, are the operands. NULL
 * after reporting. */
static CMemref *allocated(CEmit *e, IrOp *op, const char *name) {
  IrType *t = op->results[0]->type;
  unsigned ndyn = du_num_dynamic_dims(t);
  const char **sizes = subscripts(e, op, 0, (int)ndyn);
  if (!c_layout_is_mapped(e, t))
    return c_memref_from_parts(e, t, name, sizes);
  const char **syms = subscripts(e, op, ndyn, (int)(op->num_operands - ndyn));
  for (unsigned i = 0; i < ndyn; i++) /* the buffer's sizes use them */
    sizes[i] = c_stable(e, sizes[i], "size");
  for (unsigned i = 0; i + ndyn < op->num_operands; i++)
    syms[i] = c_stable(e, syms[i], "sym");
  CMemref *m = c_layout_memref(e, t, name, ndyn ? sizes : NULL, syms);
  if (!m)
    c_layout_unsupported(e, op, t);
  return m;
}

/* A C array of count elements (an expression) in the current block. */
static void emit_array(CEmit *e, IrOp *op, const CMemref *m, const char *count,
                       int64_t align) {
  int64_t v;
  const char *n = count;
  if (!c_is_int(n, &v) || v == 0)
    n = c_is_int(n, &v) ? "1" : ir_sprintf(e->ctx, "%s > 0 ? %s : 1",
                                           c_paren(e->ctx, n), c_paren(e->ctx, n));
  c_line(e, "%s%s %s[%s];",
         align ? ir_sprintf(e->ctx, "_Alignas(%lld) ", (long long)align) : "",
         c_elem_type(e, m->type), m->base, n);
  if (only_written(e, op->results[0]))
    c_line(e, "(void)%s; /* written, never read */", m->base);
}

static bool emit_alloc(CEmit *e, IrOp *op) {
  IrValue *r = op->results[0];
  IrType *t = r->type;
  if (!c_elem_type(e, t) ||
      (!c_memref_is_strided(e, t) && !c_layout_is_mapped(e, t)))
    return c_unsupported(e, op, "of this memref type");
  if (!c_used(e, r))
    return true;
  const char *name = c_fresh(e, c_value_hint(e, r));
  CMemref *m = allocated(e, op, name);
  const char *count = m ? c_layout_alloc_count(e, op, m) : NULL;
  if (!count)
    return false;
  int64_t align = ir_op_int_attr(op, "alignment", 0);
  const char *elem = c_elem_type(e, t);
  if (!strcmp(op->name, "memref.alloca")) {
    emit_array(e, op, m, count, align);
  } else if (align) {
    c_use(e, C_PIECE_MEMORY);
    c_line(e, "%s *%s = affc_alloc(%lld, %s);", elem, name, (long long)align,
           bytes(e, m, count));
  } else {
    c_line(e, "%s *%s = malloc(%s);", elem, name, bytes(e, m, count));
  }
  c_bind_val(e, r, (CVal){.mem = m});
  return true;
}

/* memref.realloc: C's realloc, which keeps the elements both sizes hold,
 * of a buffer from the heap (memref.alloc or realloc again; MLIR too
 * requires one from its allocator); affc_realloc with an alignment. */
static bool emit_realloc(CEmit *e, IrOp *op) {
  IrValue *r = op->results[0], *src = ir_op_operand(op, 0);
  IrOp *def = src->kind == IR_VALUE_RESULT ? src->op : NULL;
  if (!ir_op_is(def, "memref.alloc") && !ir_op_is(def, "memref.realloc"))
    return c_unsupported(e, op, "of a memref that memref.alloc did not make");
  CMemref *m = memref_operand(e, op, 0);
  if (!m || !c_elem_type(e, r->type))
    return m && c_unsupported(e, op, "of this memref type");
  const char **size = subscripts(e, op, 1, (int)op->num_operands - 1);
  const char *count = op->num_operands > 1
                          ? c_stable(e, size[0], "size")
                          : ir_sprintf(e->ctx, "%lld",
                                       (long long)r->type->u.shaped.shape[0]);
  const char *name = c_fresh(e, c_value_hint(e, r));
  CMemref *to = c_memref_from_parts(e, r->type, name, size);
  if (!to)
    return c_unsupported(e, op, "of this memref type");
  const char *size_bytes = bytes(e, to, !strcmp(count, "0") ? "1" : count);
  int64_t align = ir_op_int_attr(op, "alignment", 0);
  if (align)
    c_use(e, C_PIECE_MEMORY);
  c_line(e, "%s *%s = %s;", c_elem_type(e, r->type), name,
         align ? ir_sprintf(e->ctx, "affc_realloc(%s, %lld, %s)", m->base,
                            (long long)align, size_bytes)
               : ir_sprintf(e->ctx, "realloc(%s, %s)", m->base, size_bytes));
  c_bind_val(e, r, (CVal){.mem = to});
  return true;
}

static bool emit_dealloc(CEmit *e, IrOp *op) {
  CMemref *m = memref_operand(e, op, 0);
  if (m)
    c_line(e, "free(%s);", m->base);
  return m != NULL;
}

/* ------------------------------------------------------------ globals */

/* The C initializer of element x of type elem: a literal, or "{re, im}"
 * for a complex number (its struct); NULL when C has none. */
static const char *element_literal(CEmit *e, const IrAttr *x, IrType *elem) {
  bool uses_rt = false;
  const char *lit;
  if (elem->kind == IR_TYPE_COMPLEX && x->kind == IR_ATTR_ARRAY &&
      x->u.array.num == 2) {
    IrType *part = elem->u.complex.elem;
    const char *re = element_literal(e, x->u.array.elems[0], part);
    const char *im = element_literal(e, x->u.array.elems[1], part);
    return re && im ? ir_sprintf(e->ctx, "{%s, %s}", re, im) : NULL;
  }
  lit = c_scalar_literal(e->ctx, x, elem, &uses_rt);
  if (uses_rt)
    c_use(e, C_PIECE_SCALAR);
  return lit ? c_unparen(e->ctx, lit) : NULL;
}

/* Writes " = {a, b, ...}" for a dense attribute of count elements to file,
 * eight to a line (written as it goes: globals can be large). */
static bool write_initializer(CEmit *e, const IrOp *op, const IrAttr *a,
                              IrType *elem, int64_t count, FILE *file) {
  fputs(" = {", file);
  for (int64_t i = 0; i < count; i++) {
    const IrAttr *x = a->u.dense.elems[a->u.dense.splat ? 0 : i];
    const char *lit = element_literal(e, x, elem);
    if (!lit)
      return c_unsupported(e, op, "with this initial value");
    fprintf(file, "%s%s", i == 0 ? "" : i % 8 ? ", " : ",\n    ", lit);
  }
  fputs("}", file);
  return true;
}

/* True when x, an element of float type t, is an f32 or f64 NaN that C
 * has no constant expression for: any but NAN and -NAN (MLIR's default
 * quiet NaNs), one with a payload or a signaling one. */
static bool nan_needs_bits(const IrAttr *x, const IrType *t) {
  bool f32 = t->kind == IR_TYPE_FLOAT && t->u.fp.kind == IR_F32;
  bool f64 = t->kind == IR_TYPE_FLOAT && t->u.fp.kind == IR_F64;
  if ((!f32 && !f64) || x->kind != IR_ATTR_FLOAT)
    return false;
  uint64_t quiet = f32 ? 0x7fc00000u : 0x7ff8000000000000u;
  uint64_t sign = f32 ? 0x80000000u : 0x8000000000000000u;
  return isnan(ir_float_from_bits(t->u.fp.kind, x->u.fp.bits)) &&
         (x->u.fp.bits & ~sign) != quiet;
}

/* True when memref.global op is written as a union of its elements' bit
 * patterns and their values, `name.v` being the array: its initializer
 * holds a NaN C has no constant expression for. */
static bool global_is_bits(const IrOp *op) {
  IrType *t = ir_op_attr(op, "type")->u.type;
  IrAttr *init = ir_op_attr(op, "initial_value");
  if (!init || init->kind != IR_ATTR_DENSE)
    return false;
  unsigned n = init->u.dense.splat ? 1 : init->u.dense.num;
  for (unsigned i = 0; i < n; i++)
    if (nan_needs_bits(init->u.dense.elems[i], t->u.shaped.elem))
      return true;
  return false;
}

/* Writes " = {{0x7fc00001u, ...}}", the bit patterns of a dense float
 * attribute of count elements, to file, eight to a line. */
static void write_bits(const IrAttr *a, IrType *elem, int64_t count,
                       FILE *file) {
  bool f32 = elem->u.fp.kind == IR_F32;
  fputs(" = {{", file);
  for (int64_t i = 0; i < count; i++) {
    uint64_t bits = a->u.dense.elems[a->u.dense.splat ? 0 : i]->u.fp.bits;
    fprintf(file, "%s0x%0*" PRIx64 "u", i == 0 ? "" : i % 8 ? ", " : ",\n    ",
            f32 ? 8 : 16, bits);
  }
  fputs("}}", file);
}

bool c_emit_global(CEmit *e, IrOp *op, FILE *file) {
  IrType *t = ir_op_attr(op, "type")->u.type;
  IrAttr *init = ir_op_attr(op, "initial_value");
  IrAttr *name = ir_op_attr(op, "sym_name");
  CSymbol *s = strmap_get(e->symbols, name->u.str.data, name->u.str.len);
  int64_t count = ir_type_num_elements(t);
  const char *elem = c_elem_type(e, t);
  if (c_layout_is_mapped(e, t))
    return c_unsupported(e, op, "with a layout map that is not strided: "
                                "MLIR's --normalize-memrefs does not "
                                "normalize globals either");
  if (!du_layout_is_identity(t->u.shaped.layout) || count < 0 || !elem)
    return c_unsupported(e, op, "of this memref type");
  IrAttr *vis = ir_op_attr(op, "sym_visibility");
  bool is_static =
      vis && vis->u.str.len == 7 && !memcmp(vis->u.str.data, "private", 7);
  int64_t align = ir_op_int_attr(op, "alignment", 0);
  long long n = count ? count : 1;
  bool bits = global_is_bits(op);
  const char *type = bits ? ir_sprintf(e->ctx, "union { uint%d_t bits[%lld]; %s v[%lld]; }",
                                       t->u.shaped.elem->u.fp.kind == IR_F32 ? 32 : 64,
                                       n, elem, n)
                          : elem;
  fprintf(file, "%s%s%s%s %s", is_static ? "static " : "",
          align ? ir_sprintf(e->ctx, "_Alignas(%lld) ", (long long)align) : "",
          ir_op_attr(op, "constant") ? "const " : "", type, s->name);
  if (!bits)
    fprintf(file, "[%lld]", n);
  if (bits)
    write_bits(init, t->u.shaped.elem, count, file);
  else if (init && init->kind == IR_ATTR_DENSE &&
           !write_initializer(e, op, init, t->u.shaped.elem, count, file))
    return false;
  fputs(";\n", file);
  return true;
}

static bool emit_get_global(CEmit *e, IrOp *op) {
  CSymbol *s = c_symbol(e, ir_op_attr(op, "name"));
  IrValue *r = op->results[0];
  if (!s || strcmp(s->op->name, "memref.global"))
    return c_unsupported(e, op, "of this symbol");
  const char *base = global_is_bits(s->op) ? ir_sprintf(e->ctx, "%s.v", s->name)
                                            : s->name;
  CMemref *m = c_memref_from_parts(e, r->type, base, NULL);
  if (!m)
    return c_unsupported(e, op, "of this memref type");
  m->is_const = ir_op_attr(s->op, "constant") != NULL;
  c_bind_val(e, r, (CVal){.mem = m});
  return true;
}

/* ------------------------------------------------------------ access */

static bool emit_load(CEmit *e, IrOp *op) {
  CMemref *m = memref_operand(e, op, 0);
  if (!m)
    return false;
  const char **idx = subscripts(e, op, 1, m->type->u.shaped.rank);
  c_bind(e, op->results[0], c_memref_elem(e, m, idx), true);
  return true;
}

static bool emit_store(CEmit *e, IrOp *op) {
  CMemref *m = memref_operand(e, op, 1);
  if (!m)
    return false;
  const char **idx = subscripts(e, op, 2, m->type->u.shaped.rank);
  c_line(e, "%s = %s;", c_memref_elem(e, m, idx),
         c_unparen(e->ctx, c_operand(e, op, 0)));
  return true;
}

static bool emit_affine_load(CEmit *e, IrOp *op) {
  AffineAccess a;
  CMemref *m;
  if (!affine_access_get(op, &a) || !(m = memref_operand(e, op, a.memref)))
    return false;
  c_bind(e, op->results[0], c_memref_elem(e, m, affine_subscripts(e, op, &a)),
         true);
  return true;
}

static bool emit_affine_store(CEmit *e, IrOp *op) {
  AffineAccess a;
  CMemref *m;
  if (!affine_access_get(op, &a) || !(m = memref_operand(e, op, a.memref)))
    return false;
  c_line(e, "%s = %s;", c_memref_elem(e, m, affine_subscripts(e, op, &a)),
         c_unparen(e->ctx, c_operand(e, op, (unsigned)a.value)));
  return true;
}

/* memref.dim: a constant index picks the size; otherwise a table of them. */
static bool emit_dim(CEmit *e, IrOp *op) {
  CMemref *m = memref_operand(e, op, 0);
  if (!m)
    return false;
  int rank = m->type->u.shaped.rank;
  const char *index = c_operand(e, op, 1);
  int64_t k;
  if (c_is_int(index, &k) && k >= 0 && k < rank) {
    c_bind(e, op->results[0], m->sizes[k], false);
    return true;
  }
  const char *table = "";
  for (int i = 0; i < rank; i++)
    table = ir_sprintf(e->ctx, "%s%s%s", table, i ? ", " : "",
                       c_unparen(e->ctx, m->sizes[i]));
  c_bind(e, op->results[0],
         ir_sprintf(e->ctx, "((const int64_t[]){%s})[%s]", table,
                    c_unparen(e->ctx, index)),
         false);
  return true;
}

static bool emit_rank(CEmit *e, IrOp *op) {
  IrType *t = ir_op_operand(op, 0)->type;
  CVal *v = c_val(e, ir_op_operand(op, 0));
  c_bind(e, op->results[0],
         t->u.shaped.rank < 0 ? v->rank
                              : ir_sprintf(e->ctx, "%d", t->u.shaped.rank),
         false);
  return true;
}

/* Opens one loop per dimension of m over new index variables. */
static const char **open_loops(CEmit *e, const CMemref *m) {
  int rank = m->type->u.shaped.rank;
  const char **idx = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *idx);
  for (int i = 0; i < rank; i++) {
    idx[i] = c_fresh(e, ir_sprintf(e->ctx, "i%d", i));
    c_open(e, "for (int64_t %s = 0; %s < %s; %s++) {", idx[i], idx[i],
           c_unparen(e->ctx, m->sizes[i]), idx[i]);
  }
  return idx;
}

/* Closes the loops of open_loops, opened after mark. */
static void close_loops(CEmit *e, unsigned mark, int rank) {
  for (int i = rank; i > 0; i--)
    c_close(e, i == 1 ? mark : c_mark(e), "}");
}

/* memref.copy: one memcpy when both sides are contiguous, else loops. */
static bool emit_copy(CEmit *e, IrOp *op) {
  CMemref *src = memref_operand(e, op, 0), *dst = memref_operand(e, op, 1);
  if (!src || !dst)
    return false;
  if (c_memref_is_dense(e, src) && c_memref_is_dense(e, dst)) {
    c_line(e, "memcpy(%s, %s, %s);", dst->base, src->base,
           bytes(e, src, c_memref_count(e, src)));
    return true;
  }
  unsigned mark = c_mark(e);
  const char **idx = open_loops(e, src);
  c_line(e, "%s = %s;", c_memref_elem(e, dst, idx), c_memref_elem(e, src, idx));
  close_loops(e, mark, src->type->u.shaped.rank);
  return true;
}

/* ------------------------------------------------------------ hints */

/* AFFC_PREFETCH(&element, write, locality) for data prefetches. */
static void prefetch(CEmit *e, const IrOp *op, const char *elem) {
  IrAttr *w = ir_op_attr(op, "isWrite"), *data = ir_op_attr(op, "isDataCache");
  if (data && data->kind == IR_ATTR_BOOL && !data->u.b)
    return;
  c_use(e, C_PIECE_MEMORY);
  c_line(e, "AFFC_PREFETCH(&%s, %d, %lld);", elem,
         w && w->kind == IR_ATTR_BOOL && w->u.b,
         (long long)ir_op_int_attr(op, "localityHint", 3));
}

static bool emit_prefetch(CEmit *e, IrOp *op) {
  CMemref *m = memref_operand(e, op, 0);
  if (!m)
    return false;
  const char **idx = subscripts(e, op, 1, m->type->u.shaped.rank);
  prefetch(e, op, c_memref_elem(e, m, idx));
  return true;
}

static bool emit_affine_prefetch(CEmit *e, IrOp *op) {
  AffineAccess a;
  CMemref *m;
  if (!affine_access_get(op, &a) || !(m = memref_operand(e, op, a.memref)))
    return false;
  prefetch(e, op, c_memref_elem(e, m, affine_subscripts(e, op, &a)));
  return true;
}

const COpRow c_rows_memref[] = {
    {"memref.alloc", emit_alloc},
    {"memref.alloca", emit_alloc},
    {"memref.alloca_scope", c_emit_scope},
    {"memref.realloc", emit_realloc},
    {"memref.dealloc", emit_dealloc},
    {"memref.get_global", emit_get_global},
    {"memref.load", emit_load},
    {"memref.store", emit_store},
    {"affine.load", emit_affine_load},
    {"affine.store", emit_affine_store},
    {"memref.dim", emit_dim},
    {"memref.rank", emit_rank},
    {"memref.copy", emit_copy},
    {"memref.prefetch", emit_prefetch},
    {"affine.prefetch", emit_affine_prefetch},
    {NULL, NULL},
};
