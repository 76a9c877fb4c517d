/*
 * c_types.c - C types for MLIR types, and the definitions they need.
 *
 * Scalars are c_scalar.h's business. A vector is a struct holding an
 * array of its lanes in row-major order (affc_vec_4xf32 has float v[4]),
 * so it can be assigned, passed and returned like a scalar; with
 * --vector-ext it is a GCC/clang vector type instead where the compiler
 * has one (lanes of a plain arithmetic type, a power-of-two size). A
 * ranked memref crossing the MLIR ABI is a descriptor struct laid out as
 * MLIR's StridedMemRefType (affc_memref_2d_f32). The definitions are
 * written once each, in the order they are first needed.
 */
#include <ctype.h>
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"

/* MLIR's spelling of scalar type t, for names: "f32", "i8", "index". */
static const char *spelling(IrContext *ctx, const IrType *t) {
  static const char *const floats[] = {"f16", "bf16", "f32",
                                       "f64", "f80",  "f128"};
  switch (t->kind) {
  case IR_TYPE_INDEX:
    return "index";
  case IR_TYPE_FLOAT:
    return floats[t->u.fp.kind];
  case IR_TYPE_INTEGER:
    return ir_sprintf(ctx, "%si%u",
                      t->u.integer.signedness == IR_SIGNED     ? "s"
                      : t->u.integer.signedness == IR_UNSIGNED ? "u"
                                                               : "",
                      t->u.integer.width);
  default:
    return "x";
  }
}

/* Each definition is guarded so that two headers of affc can be included
 * together. */
void c_define_type(CEmit *e, const char *name, const char *text) {
  if (e->stream)
    c_stream_note_type(e, name, text);
  if (strmap_get(e->defined, name, strlen(name)))
    return;
  strmap_put(e->defined, name, strlen(name), (void *)name);
  char *guard = ir_sprintf(e->ctx, "%s%s_DEFINED",
                           strncmp(name, "affc_", 5) ? "AFFC_" : "", name);
  for (char *p = guard; *p; p++)
    *p = (char)toupper((unsigned char)*p);
  fprintf(e->types, "#ifndef %s\n#define %s\n%s#endif\n\n", guard, guard,
          text);
}

int64_t c_vector_lanes(const IrType *t) { return ir_type_num_elements(t); }

/* True when vectors of element type t can be GCC/clang vector types. */
static bool ext_elem(const IrType *t) {
  if (t->kind == IR_TYPE_INDEX)
    return true;
  if (t->kind == IR_TYPE_FLOAT)
    return t->u.fp.kind == IR_F32 || t->u.fp.kind == IR_F64;
  unsigned w = t->kind == IR_TYPE_INTEGER ? t->u.integer.width : 0;
  return w == 8 || w == 16 || w == 32 || w == 64;
}

/* True when vector type t is written as a GCC/clang vector type. */
static bool uses_ext(const CEmit *e, const IrType *t) {
  if (!e->opts->vector_extensions || !ext_elem(t->u.shaped.elem))
    return false;
  uint64_t bytes = (uint64_t)c_vector_lanes(t) *
                   (ir_type_bitwidth(t->u.shaped.elem) / 8);
  return bytes && (bytes & (bytes - 1)) == 0;
}

/* The C type of vector type t, defined on first use; NULL when its
 * elements have no C type or it is scalable. */
static const char *vector_type(CEmit *e, IrType *t) {
  const char *elem = c_scalar_type(t->u.shaped.elem);
  for (int i = 0; t->u.shaped.scalable && i < t->u.shaped.rank; i++)
    if (t->u.shaped.scalable[i])
      return NULL;
  if (!elem || c_vector_lanes(t) <= 0)
    return NULL;
  char *name = ir_sprintf(e->ctx, "affc_vec_%s", "");
  for (int i = 0; i < t->u.shaped.rank; i++)
    name = ir_sprintf(e->ctx, "%s%lldx", name, (long long)t->u.shaped.shape[i]);
  name = ir_sprintf(e->ctx, "%s%s", name, spelling(e->ctx, t->u.shaped.elem));
  int64_t lanes = c_vector_lanes(t);
  const char *text =
      uses_ext(e, t)
          ? ir_sprintf(e->ctx,
                       "typedef %s %s __attribute__((vector_size(%lld)));\n",
                       elem, name,
                       (long long)(lanes * ir_type_bitwidth(t->u.shaped.elem) /
                                   8))
          : ir_sprintf(e->ctx, "typedef struct {\n  %s v[%lld];\n} %s;\n",
                       elem, (long long)lanes, name);
  c_define_type(e, name, text);
  return name;
}

const char *c_type(CEmit *e, IrType *t) {
  if (c_scalar_type_uses_rt(ir_type_element(t)))
    c_use(e, C_PIECE_SCALAR);
  if (t->kind == IR_TYPE_VECTOR)
    return vector_type(e, t);
  if (t->kind == IR_TYPE_FUNCTION)
    return c_function_pointer_type(e, t);
  if (t->kind == IR_TYPE_COMPLEX)
    return c_complex_type(e, t);
  return c_scalar_type(t);
}

const char *c_lane(CEmit *e, const IrType *t, const char *v, const char *k) {
  return uses_ext(e, t) ? ir_sprintf(e->ctx, "%s[%s]", v, k)
                        : ir_sprintf(e->ctx, "%s.v[%s]", v, k);
}

const char *c_zero(CEmit *e, IrType *t) {
  return t->kind == IR_TYPE_VECTOR ? "{0}" : "0";
}

bool c_vector_is_ext(const CEmit *e, const IrType *t) { return uses_ext(e, t); }

const char *c_desc_type(CEmit *e, IrType *t) {
  IrType *buffer = c_layout_is_mapped(e, t) ? c_layout_buffer_type(e, t, NULL)
                                            : NULL;
  if (buffer) /* the normalized memref's, as MLIR passes it */
    t = buffer;
  int rank = t->u.shaped.rank;
  const char *elem = c_type(e, t->u.shaped.elem);
  const char *name = ir_sprintf(e->ctx, "affc_memref_%dd_%s", rank,
                                spelling(e->ctx, t->u.shaped.elem));
  const char *arrays =
      rank ? ir_sprintf(e->ctx, "  int64_t sizes[%d];\n  int64_t strides[%d];\n",
                        rank, rank)
           : "";
  c_define_type(e, name,
                ir_sprintf(e->ctx,
                           "typedef struct {\n  %s *allocated;\n  %s *aligned;\n"
                           "  int64_t offset;\n%s} %s;\n",
                           elem, elem, arrays, name));
  return name;
}
