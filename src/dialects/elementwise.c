/*
 * elementwise.c - the build, print and verify hooks of the arith and math
 * ops, driven by their EwOpSpec rows (see elementwise.h).
 *
 * The verify hook checks in MLIR's order, so that the first message is the
 * one mlir-opt gives: counts, attributes, operand and result type
 * constraints, the predicate traits ODS checks with them (AllTypesMatch,
 * TypesMatchWith, ...), then the native traits (SameOperandsAndResultType,
 * ...), cast compatibility and last the Elementwise trait.
 */
#include <stdarg.h>
#include <string.h>

#include "../ir/diag.h"
#include "elementwise.h"

/* ------------------------------------------------------- type constraints */

/* The element type of a vector or tensor; t itself for other types. */
static const IrType *like_elem(const IrType *t) {
  if (t->kind == IR_TYPE_VECTOR || t->kind == IR_TYPE_TENSOR)
    return t->u.shaped.elem;
  return t;
}

static bool is_signless_int(const IrType *t) {
  return t->kind == IR_TYPE_INTEGER &&
         t->u.integer.signedness == IR_SIGNLESS;
}

static bool is_int_or_index(const IrType *t) {
  return is_signless_int(t) || t->kind == IR_TYPE_INDEX;
}

static bool is_int_or_float(const IrType *t) {
  return is_signless_int(t) || ir_type_is_float(t);
}

static bool is_memref_of(const IrType *t, bool (*elem_ok)(const IrType *)) {
  return t->kind == IR_TYPE_MEMREF && elem_ok(t->u.shaped.elem);
}

static bool int_like(const IrType *t) { return is_int_or_index(like_elem(t)); }

static bool fixed_int_like(const IrType *t) {
  return is_signless_int(like_elem(t));
}

static bool float_like(const IrType *t) {
  return ir_type_is_float(like_elem(t));
}

static bool bool_like(const IrType *t) {
  const IrType *e = like_elem(t);
  return is_signless_int(e) && e->u.integer.width == 1;
}

static bool index_castable(const IrType *t) {
  return int_like(t) || is_memref_of(t, is_int_or_index);
}

static bool bitcastable(const IrType *t) {
  return is_int_or_float(like_elem(t)) || is_memref_of(t, is_int_or_float);
}

const DuTypeConstraint ew_int_like = {int_like, "signless-integer-like"};
const DuTypeConstraint ew_fixed_int_like = {
    fixed_int_like, "signless-fixed-width-integer-like"};
const DuTypeConstraint ew_float_like = {float_like, "floating-point-like"};
const DuTypeConstraint ew_bool_like = {bool_like, "bool-like"};
const DuTypeConstraint ew_index_castable = {
    index_castable, "signless-integer-like or memref of signless-integer"};
const DuTypeConstraint ew_bitcastable = {
    bitcastable, "signless-integer-or-float-like or memref of "
                 "signless-integer or float"};

/* ----------------------------------------------------------------- shapes */

static bool is_ranked(const IrType *t) {
  return ir_type_is_shaped(t) && t->u.shaped.rank >= 0;
}

/* Two ranked shapes of one rank whose static sizes agree. */
static bool dims_compatible(const IrType *a, const IrType *b) {
  if (a->u.shaped.rank != b->u.shaped.rank)
    return false;
  for (int i = 0; i < a->u.shaped.rank; i++) {
    int64_t x = a->u.shaped.shape[i], y = b->u.shaped.shape[i];
    if (x != IR_DYNAMIC && y != IR_DYNAMIC && x != y)
      return false;
  }
  return true;
}

/* MLIR's verifyCompatibleShape for two types: both scalars, or shaped
 * types whose shapes may be equal. */
static bool shapes_compatible(const IrType *a, const IrType *b) {
  if (!ir_type_is_shaped(a) || !ir_type_is_shaped(b))
    return ir_type_is_shaped(a) == ir_type_is_shaped(b);
  return !is_ranked(a) || !is_ranked(b) || dims_compatible(a, b);
}

bool ew_type_is_scalable(const IrType *t) {
  if (t->kind != IR_TYPE_VECTOR || !t->u.shaped.scalable)
    return false;
  for (int i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.scalable[i])
      return true;
  return false;
}

/* MLIR's verifyCompatibleShapes for a list: all scalars, or all shaped,
 * scalable all or none, and the ranked ones pairwise compatible. */
static bool shapes_all_compatible(IrType *const *types, unsigned n) {
  unsigned shaped = 0, scalable = 0;
  for (unsigned i = 0; i < n; i++) {
    shaped += ir_type_is_shaped(types[i]);
    scalable += ew_type_is_scalable(types[i]);
  }
  if (shaped == 0)
    return true;
  if (shaped < n || (scalable && scalable < n))
    return false;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = i + 1; j < n; j++)
      if (is_ranked(types[i]) && is_ranked(types[j]) &&
          !dims_compatible(types[i], types[j]))
        return false;
  return true;
}

/* The shape of a ranked tensor, an empty shape for other types. */
static unsigned tensor_dims(const IrType *t, const int64_t **dims) {
  bool ranked = t->kind == IR_TYPE_TENSOR && t->u.shaped.rank >= 0;
  *dims = ranked ? t->u.shaped.shape : NULL;
  return ranked ? (unsigned)t->u.shaped.rank : 0;
}

static bool same_dims(unsigned na, const int64_t *a, unsigned nb,
                      const int64_t *b) {
  return na == nb && (na == 0 || memcmp(a, b, na * sizeof *a) == 0);
}

static bool is_unranked_tensor(const IrType *t) {
  return t->kind == IR_TYPE_TENSOR && t->u.shaped.rank < 0;
}

/* MLIR's SameInputOutputTensorDims: the tensor shapes of in and out (empty
 * for other types) are equal; MLIR rejects unranked tensors here. */
static bool tensor_dims_match(const IrType *in, const IrType *out) {
  const int64_t *a, *b;
  if (is_unranked_tensor(in) || is_unranked_tensor(out))
    return false;
  unsigned na = tensor_dims(in, &a), nb = tensor_dims(out, &b);
  return same_dims(na, a, nb, b);
}

IrType *ew_i1_same_shape(IrContext *ctx, IrType *t) {
  IrType *i1 = ir_type_integer(ctx, 1, IR_SIGNLESS);
  switch (t->kind) {
  case IR_TYPE_VECTOR:
    return ir_type_vector(ctx, t->u.shaped.rank, t->u.shaped.shape,
                          t->u.shaped.scalable, i1);
  case IR_TYPE_TENSOR:
    return ir_type_tensor(ctx, t->u.shaped.rank, t->u.shaped.shape, i1);
  case IR_TYPE_MEMREF:
    return ir_type_memref(ctx, t->u.shaped.rank, t->u.shaped.shape, i1,
                          t->u.shaped.layout, t->u.shaped.space);
  default:
    return i1;
  }
}

/* ------------------------------------------------------- flag attributes */

/* A bit-enum attribute written as keyword<flag, ...> in the custom form
 * and kept as its opaque MLIR spelling. */
typedef struct FlagSet {
  const char *attr;    /* attribute name */
  const char *keyword; /* custom-form keyword before <...> */
  const char *prefix;  /* opaque spelling up to the flags */
  const char *const *names; /* names[i] is bit i */
  unsigned num;
  const char *all;     /* name of all bits together, or NULL */
  const char *sep;     /* between printed flags */
  const char *choices; /* for parse errors */
  const char *desc;    /* ODS constraint, for verify errors */
} FlagSet;

static const char *const fastmath_names[] = {
    "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"};
static const char *const overflow_names[] = {"nsw", "nuw"};

static const FlagSet fastmath_flags = {
    "fastmath", "fastmath", "#arith.fastmath<", fastmath_names, 7, "fast",
    ",",
    "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, "
    "nnan, ninf, nsz, arcp, contract, afn, fast",
    "Floating point fast math flags"};
static const FlagSet overflow_flags = {
    "overflowFlags", "overflow", "#arith.overflow<", overflow_names, 2, NULL,
    ", ",
    "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, "
    "nuw",
    "Integer overflow arith flags"};

/* The bits of flag name w[0..len) in s; false for an unknown name. */
static bool flag_bits(const FlagSet *s, const char *w, size_t len,
                      unsigned *bits) {
  unsigned all = (1u << s->num) - 1;
  if (len == 4 && strncmp(w, "none", 4) == 0)
    return *bits = 0, true;
  if (s->all && strlen(s->all) == len && strncmp(w, s->all, len) == 0)
    return *bits = all, true;
  for (unsigned i = 0; i < s->num; i++)
    if (strlen(s->names[i]) == len && strncmp(w, s->names[i], len) == 0)
      return *bits = 1u << i, true;
  return false;
}

/* Reads the flags of an attribute spelled prefix "flag, flag>"; false
 * when a is absent or not such an attribute. */
static bool flags_of(const FlagSet *s, const IrAttr *a, unsigned *mask) {
  size_t plen = strlen(s->prefix);
  if (!a || a->kind != IR_ATTR_OPAQUE ||
      strncmp(a->u.opaque.text, s->prefix, plen) != 0)
    return false;
  const char *t = a->u.opaque.text + plen;
  *mask = 0;
  for (;;) {
    t += strspn(t, " \t\n");
    size_t len = strspn(t, "abcdefghijklmnopqrstuvwxyz_");
    unsigned bits;
    if (!flag_bits(s, t, len, &bits))
      return false;
    *mask |= bits;
    t += len;
    t += strspn(t, " \t\n");
    if (*t != ',')
      return strcmp(t, ">") == 0;
    t++;
  }
}

/* The flags of mask as MLIR prints them: "none", "fast", "nnan,ninf". */
static void flags_text(const FlagSet *s, unsigned mask, char *buf,
                       size_t size) {
  buf[0] = '\0';
  if (mask == 0 || (s->all && mask == (1u << s->num) - 1)) {
    snprintf(buf, size, "%s", mask ? s->all : "none");
    return;
  }
  for (unsigned i = 0; i < s->num; i++) {
    if (!(mask & (1u << i)))
      continue;
    size_t len = strlen(buf);
    snprintf(buf + len, size - len, "%s%s", len ? s->sep : "", s->names[i]);
  }
}

static IrAttr *flags_attr(IrContext *ctx, const FlagSet *s, unsigned mask) {
  char flags[128], text[160];
  flags_text(s, mask, flags, sizeof flags);
  snprintf(text, sizeof text, "%s%s>", s->prefix, flags);
  return ir_attr_opaque(ctx, text);
}

/* Reads the flags in the angle brackets of keyword item kw. */
static bool flags_from_items(ItemCursor *c, ParsedItem *kw, const FlagSet *s,
                             unsigned *mask) {
  ItemCursor sub = pc_sub(c, kw);
  *mask = 0;
  do {
    IrLocation loc = pc_loc(&sub);
    ParsedItem *it = pc_next(&sub);
    const char *w = NULL;
    unsigned bits;
    if (it && it->kind == PI_KEYWORD)
      w = it->text;
    else if (it && it->kind == PI_TYPE && it->type->kind == IR_TYPE_NONE)
      w = "none"; /* the lexer reads "none" as the none type */
    if (!w || !flag_bits(s, w, strlen(w), &bits))
      return op_parser_custom_error(c->p, loc, "%s", s->choices) != NULL;
    *mask |= bits;
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

/* Reads an optional keyword<flags> of set s into attrs; a zero mask is
 * kept only when keep_none (optional rather than default-valued flags). */
static bool parse_flags(ItemCursor *c, const FlagSet *s, bool keep_none,
                        AttrVec *attrs) {
  ParsedItem *kw = pc_peek(c);
  unsigned mask;
  if (!kw || kw->kind != PI_KEYWORD || strcmp(kw->text, s->keyword) != 0)
    return true;
  pc_next(c);
  if (!kw->has_angle)
    return pc_error_expected(c, "'<'");
  if (!flags_from_items(c, kw, s, &mask))
    return false;
  if (mask || keep_none)
    attr_vec_push(c->p->ctx, attrs, s->attr, flags_attr(c->p->ctx, s, mask));
  return true;
}

/* Prints " keyword<flags>" for a valid attribute of set s on op and adds
 * it to elided. A none value prints only when print_none (optional flags);
 * a default-valued none is just elided. */
static void print_flags(IrPrinter *p, IrOp *op, const FlagSet *s,
                        bool print_none, const char **elided,
                        unsigned *num_elided) {
  unsigned mask;
  char text[128];
  if (!flags_of(s, ir_op_attr(op, s->attr), &mask))
    return;
  elided[(*num_elided)++] = s->attr;
  if (!mask && !print_none)
    return;
  flags_text(s, mask, text, sizeof text);
  pr_printf(p, " %s<%s>", s->keyword, text);
}

/* Reports a present attribute of set s that is not a valid one. */
static bool check_flags(IrContext *ctx, const IrOp *op, const FlagSet *s) {
  IrAttr *a = ir_op_attr(op, s->attr);
  unsigned mask;
  if (a && !flags_of(s, a, &mask))
    return du_op_error(ctx, op, "attribute '%s' failed to satisfy "
                       "constraint: %s", s->attr, s->desc);
  return true;
}

/* fastmath<...> for ops of other dialects (vector.reduction): see
 * elementwise.h. */
bool ew_parse_fastmath(ItemCursor *c, AttrVec *attrs) {
  return parse_flags(c, &fastmath_flags, true, attrs);
}

void ew_print_fastmath(IrPrinter *p, IrOp *op) {
  const char *elided[1];
  unsigned num_elided = 0;
  print_flags(p, op, &fastmath_flags, false, elided, &num_elided);
}

bool ew_is_fastmath(const IrAttr *a) {
  unsigned mask;
  return flags_of(&fastmath_flags, a, &mask);
}

/* --------------------------------------------------- enum-valued keywords */

static const char *const rounding_names[] = {
    "to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"};
static const EwKeywords rounding_modes = {rounding_names, 5};

/* The index of name in k, or -1. */
static int keyword_index(const EwKeywords *k, const char *name) {
  for (unsigned i = 0; i < k->num; i++)
    if (strcmp(k->names[i], name) == 0)
      return (int)i;
  return -1;
}

/* The value of op's integer attribute name when it is an integer of the
 * signless type of width bits in [0, num), else -1. */
static int enum_value(const IrOp *op, const char *name, unsigned width,
                      unsigned num) {
  IrAttr *a = ir_op_attr(op, name);
  if (!a || a->kind != IR_ATTR_INTEGER || !a->type ||
      !is_signless_int(a->type) || a->type->u.integer.width != width ||
      a->u.integer.value < 0 || a->u.integer.value >= (int64_t)num)
    return -1;
  return (int)a->u.integer.value;
}

/* Reports a missing (when required) or invalid enum attribute; desc is
 * the ODS constraint, NULL for "allowed <width>-bit signless integer
 * cases: 0, 1, ...". */
static bool check_enum(IrContext *ctx, const IrOp *op, const char *name,
                       unsigned width, unsigned num, const char *desc,
                       bool required) {
  IrAttr *a = ir_op_attr(op, name);
  char cases[256];
  if (!a)
    return !required ||
           du_op_error(ctx, op, "requires attribute '%s'", name);
  if (enum_value(op, name, width, num) >= 0)
    return true;
  if (!desc) {
    int len = snprintf(cases, sizeof cases,
                       "allowed %u-bit signless integer cases: 0", width);
    for (unsigned i = 1; i < num && len < (int)sizeof cases - 8; i++)
      len += snprintf(cases + len, sizeof cases - (size_t)len, ", %u", i);
    desc = cases;
  }
  return du_op_error(ctx, op, "attribute '%s' failed to satisfy constraint: "
                     "%s", name, desc);
}

/* "a, b, c" for the names of k, in the arena. */
static const char *keyword_list(IrContext *ctx, const EwKeywords *k) {
  size_t len = 1;
  for (unsigned i = 0; i < k->num; i++)
    len += strlen(k->names[i]) + 2;
  char *buf = ir_alloc(ctx, len);
  for (unsigned i = 0; i < k->num; i++) {
    if (i)
      strcat(buf, ", ");
    strcat(buf, k->names[i]);
  }
  return buf;
}

/* Reads the predicate keyword (or string) of cmpi/cmpf into attrs. */
static bool parse_predicate(ItemCursor *c, const EwKeywords *k,
                            AttrVec *attrs) {
  IrContext *ctx = c->p->ctx;
  IrLocation loc = pc_loc(c);
  ParsedItem *it = pc_next(c);
  int v = -1;
  if (it && (it->kind == PI_KEYWORD || it->kind == PI_STRING) &&
      !it->has_angle)
    v = keyword_index(k, it->text);
  if (v < 0)
    return op_parser_custom_error(
               c->p, loc,
               "expected string or keyword containing "
               "one of the following enum values for attribute "
               "'predicate' [%s]",
               keyword_list(ctx, k)) != NULL;
  attr_vec_push(ctx, attrs, "predicate",
                ir_attr_integer(ctx, ir_type_integer(ctx, 64, IR_SIGNLESS),
                                v));
  return true;
}

/* Reads an optional rounding mode keyword into attrs. */
static void parse_rounding(ItemCursor *c, AttrVec *attrs) {
  IrContext *ctx = c->p->ctx;
  ParsedItem *it = pc_peek(c);
  int v = it && it->kind == PI_KEYWORD && !it->has_angle
              ? keyword_index(&rounding_modes, it->text)
              : -1;
  if (v < 0)
    return;
  pc_next(c);
  attr_vec_push(ctx, attrs, "roundingmode",
                ir_attr_integer(ctx, ir_type_integer(ctx, 32, IR_SIGNLESS),
                                v));
}

/* ---------------------------------------------------------------- parsing */

/* Reads n SSA names separated by commas into ssa. */
static bool parse_ssa_list(ItemCursor *c, ParsedItem **ssa, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i && !pc_expect_punct(c, ','))
      return false;
    if (!(ssa[i] = pc_expect_kind(c, PI_SSA, "SSA operand")))
      return false;
  }
  return true;
}

/* Reads "%x to [%lo, %hi]". */
static bool parse_clamp(ItemCursor *c, ParsedItem **ssa) {
  if (!(ssa[0] = pc_expect_kind(c, PI_SSA, "SSA operand")) ||
      !pc_expect_keyword(c, "to"))
    return false;
  ParsedItem *list = pc_expect_kind(c, PI_SQUARE, "'['");
  if (!list)
    return false;
  ItemCursor sub = pc_sub(c, list);
  return parse_ssa_list(&sub, ssa + 1, 2) && pc_expect_end(&sub);
}

/* Reads what precedes the modifiers: predicate and operand names. */
static bool parse_header(ItemCursor *c, const EwOpSpec *s, ParsedItem **ssa,
                         AttrVec *attrs) {
  if (s->syntax == EW_SYNTAX_CLAMP)
    return parse_clamp(c, ssa);
  if (s->syntax == EW_SYNTAX_PREDICATE &&
      (!parse_predicate(c, s->predicate, attrs) || !pc_expect_punct(c, ',')))
    return false;
  return parse_ssa_list(c, ssa, s->num_operands);
}

/* Reads the optional modifiers of s, in MLIR's order. */
static bool parse_modifiers(ItemCursor *c, const EwOpSpec *s,
                            AttrVec *attrs) {
  IrContext *ctx = c->p->ctx;
  if (s->mods & EW_MOD_ROUNDING)
    parse_rounding(c, attrs);
  if ((s->mods & (EW_MOD_FASTMATH | EW_MOD_FASTMATH_OPT)) &&
      !parse_flags(c, &fastmath_flags, s->mods & EW_MOD_FASTMATH_OPT, attrs))
    return false;
  if ((s->mods & EW_MOD_OVERFLOW) &&
      !parse_flags(c, &overflow_flags, false, attrs))
    return false;
  if ((s->mods & EW_MOD_EXACT) && pc_accept_keyword(c, "exact"))
    attr_vec_push(ctx, attrs, "isExact", ir_attr_unit(ctx));
  return true;
}

/* Reads the types after ':' and derives every operand and result type. */
static bool parse_types(ItemCursor *c, const EwOpSpec *s, IrType **ops,
                        IrType **res) {
  IrContext *ctx = c->p->ctx;
  bool two = s->types == EW_TYPES_OPERANDS || s->types == EW_TYPES_RESULTS ||
             s->types == EW_TYPES_SCALING;
  bool to = s->types == EW_TYPES_CAST || s->types == EW_TYPES_SCALING;
  IrType *t = s->complex_type ? du_expect_type_kind(c, IR_TYPE_COMPLEX, false)
                              : pc_expect_type(c);
  IrType *u = NULL, *out = NULL;
  if (!t)
    return false;
  if (two && !pc_expect_punct(c, ','))
    return false;
  if ((two || (s->types == EW_TYPES_SELECT && pc_accept_punct(c, ','))) &&
      !(u = pc_expect_type(c)))
    return false;
  if (to && (!pc_expect_keyword(c, "to") || !(out = pc_expect_type(c))))
    return false;
  for (unsigned i = 0; i < 3; i++)
    ops[i] = t;
  res[0] = res[1] = t;
  switch (s->types) {
  case EW_TYPES_BOOL_RESULT: res[0] = ew_i1_same_shape(ctx, t); break;
  case EW_TYPES_SELECT:
    ops[0] = u ? t : ir_type_integer(ctx, 1, IR_SIGNLESS);
    ops[1] = ops[2] = res[0] = u ? u : t;
    break;
  case EW_TYPES_OPERANDS: ops[1] = u; break;
  case EW_TYPES_RESULTS: res[1] = u; break;
  case EW_TYPES_SCALING: ops[1] = u; res[0] = out; break;
  case EW_TYPES_CAST: res[0] = out; break;
  case EW_TYPES_PART: res[0] = t->u.complex.elem; break;
  case EW_TYPES_CREATE: ops[0] = ops[1] = t->u.complex.elem; break;
  case EW_TYPES_SAME: break;
  }
  return true;
}

/* Ops whose i1 result type the parser derives from the operand type
 * (cmpi, isnan, ...) check that operand type while parsing, as MLIR's
 * generated parsers do. */
static bool bool_result_operand_ok(OpParser *p, const EwOpSpec *s,
                                   IrType *t) {
  const DuTypeConstraint *tc = s->operands[0];
  if (s->types != EW_TYPES_BOOL_RESULT || tc->accepts(t))
    return true;
  return op_parser_custom_error(p, p->loc, "'%s' must be %s, but got %s",
                                s->syntax == EW_SYNTAX_PREDICATE ? "lhs"
                                                                 : "operand",
                                tc->desc, du_quoted_type(p->ctx, t)) != NULL;
}

IrOp *ew_build(OpParser *p, const EwOpSpec *s) {
  ItemCursor c = pc_begin(p);
  ParsedItem *ssa[3];
  IrType *ops[3], *res[2];
  IrValue *vals[3];
  AttrVec attrs = {0};
  if (!parse_header(&c, s, ssa, &attrs) || !parse_modifiers(&c, s, &attrs) ||
      !pc_expect_punct(&c, ':') || !parse_types(&c, s, ops, res) ||
      !pc_expect_end(&c))
    return NULL;
  if (!bool_result_operand_ok(p, s, ops[0]))
    return NULL;
  for (unsigned i = 0; i < s->num_operands; i++)
    if (!(vals[i] = op_parser_use(p, ssa[i], ops[i])))
      return NULL;
  return op_parser_create(p, s->num_operands, vals, s->num_results, res,
                          attrs.len ? ir_attr_dict(p->ctx, attrs.len,
                                                   attrs.data)
                                    : NULL);
}

/* --------------------------------------------------------------- printing */

/* Prints an op that does not have the shape of its row (invalid IR shown
 * in a diagnostic): operands, all attributes and the types in the generic
 * style. */
static void print_fallback(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  pr_attr_dict(p, op, NULL, 0, false);
  pr_puts(p, " : (");
  pr_operand_types(p, op, 0, op->num_operands);
  pr_puts(p, ") -> (");
  pr_result_types(p, op);
  pr_puts(p, ")");
}

/* Prints the predicate (when valid) and the operands. */
static void print_header(IrPrinter *p, IrOp *op, const EwOpSpec *s,
                         const char **elided, unsigned *num_elided) {
  if (s->syntax == EW_SYNTAX_CLAMP) {
    pr_puts(p, " ");
    pr_value(p, ir_op_operand(op, 0));
    pr_puts(p, " to [");
    pr_operands(p, op, 1, 2);
    pr_puts(p, "]");
    return;
  }
  if (s->syntax == EW_SYNTAX_PREDICATE) {
    int v = enum_value(op, "predicate", 64, s->predicate->num);
    if (v >= 0) {
      pr_printf(p, " %s,", s->predicate->names[v]);
      elided[(*num_elided)++] = "predicate";
    }
  }
  pr_puts(p, " ");
  pr_operands(p, op, 0, s->num_operands);
}

/* Prints the modifiers present on op and collects their attribute names
 * (and those of elided defaults) in elided. */
static void print_modifiers(IrPrinter *p, IrOp *op, const EwOpSpec *s,
                            const char **elided, unsigned *num_elided) {
  unsigned mask;
  if (s->mods & EW_MOD_ROUNDING) {
    int v = enum_value(op, "roundingmode", 32, rounding_modes.num);
    if (v >= 0) {
      pr_printf(p, " %s", rounding_names[v]);
      elided[(*num_elided)++] = "roundingmode";
    }
  }
  if (s->mods & (EW_MOD_FASTMATH | EW_MOD_FASTMATH_OPT))
    print_flags(p, op, &fastmath_flags, s->mods & EW_MOD_FASTMATH_OPT,
                elided, num_elided);
  if ((s->mods & EW_MOD_FASTMATH_DICT) &&
      flags_of(&fastmath_flags, ir_op_attr(op, "fastmath"), &mask) && !mask)
    elided[(*num_elided)++] = "fastmath";
  if (s->mods & EW_MOD_OVERFLOW)
    print_flags(p, op, &overflow_flags, false, elided, num_elided);
  if ((s->mods & EW_MOD_EXACT) && ir_op_attr(op, "isExact") &&
      ir_op_attr(op, "isExact")->kind == IR_ATTR_UNIT) {
    pr_puts(p, " exact");
    elided[(*num_elided)++] = "isExact";
  }
}

static void print_type_of(IrPrinter *p, IrValue *v) { pr_type(p, v->type); }

/* Prints the types after ':' in the form of s. */
static void print_types(IrPrinter *p, IrOp *op, const EwOpSpec *s) {
  IrType *cond = ir_op_operand(op, 0)->type;
  switch (s->types) {
  case EW_TYPES_SAME:
  case EW_TYPES_BOOL_RESULT:
  case EW_TYPES_PART: print_type_of(p, ir_op_operand(op, 0)); return;
  case EW_TYPES_CREATE: print_type_of(p, op->results[0]); return;
  case EW_TYPES_SELECT:
    if (ir_type_is_shaped(cond)) {
      pr_type(p, cond);
      pr_puts(p, ", ");
    }
    print_type_of(p, op->results[0]);
    return;
  case EW_TYPES_OPERANDS: pr_operand_types(p, op, 0, 2); return;
  case EW_TYPES_RESULTS: pr_result_types(p, op); return;
  case EW_TYPES_CAST:
  case EW_TYPES_SCALING:
    pr_operand_types(p, op, 0, s->num_operands);
    pr_puts(p, " to ");
    print_type_of(p, op->results[0]);
    return;
  }
}

void ew_print(IrPrinter *p, IrOp *op, const EwOpSpec *s) {
  const char *elided[4];
  unsigned num_elided = 0;
  if (op->num_operands != s->num_operands ||
      op->num_results != s->num_results || op->num_regions ||
      op->num_successors) {
    print_fallback(p, op);
    return;
  }
  print_header(p, op, s, elided, &num_elided);
  print_modifiers(p, op, s, elided, &num_elided);
  pr_attr_dict(p, op, elided, num_elided, false);
  pr_puts(p, " : ");
  print_types(p, op, s);
}

/* ----------------------------------------------------------- verification */

bool ew_verify_counts(IrContext *ctx, const IrOp *op, unsigned num_operands,
                      unsigned num_results) {
  if (op->num_regions)
    return du_op_error(ctx, op, "requires zero regions");
  if (op->num_results != num_results && num_results <= 1)
    return du_op_error(ctx, op, num_results ? "requires one result"
                                            : "requires zero results");
  if (op->num_results != num_results)
    return du_op_error(ctx, op, "expected %u results", num_results);
  if (op->num_successors)
    return du_op_error(ctx, op, "requires 0 successors but found %u",
                       op->num_successors);
  if (op->num_operands != num_operands && num_operands <= 1)
    return du_op_error(ctx, op, num_operands ? "requires a single operand"
                                             : "requires zero operands");
  if (op->num_operands != num_operands)
    return du_op_error(ctx, op, "expected %u operands, but found %u",
                       num_operands, op->num_operands);
  return true;
}

/* The attributes the row reads: predicate and modifiers. */
static bool verify_attrs(IrContext *ctx, IrOp *op, const EwOpSpec *s) {
  IrAttr *exact;
  if (s->syntax == EW_SYNTAX_PREDICATE &&
      !check_enum(ctx, op, "predicate", 64, s->predicate->num, NULL, true))
    return false;
  if ((s->mods & EW_MOD_ROUNDING) &&
      !check_enum(ctx, op, "roundingmode", 32, rounding_modes.num,
                  "Floating point rounding mode", false))
    return false;
  if ((s->mods & (EW_MOD_FASTMATH | EW_MOD_FASTMATH_OPT |
                  EW_MOD_FASTMATH_DICT)) &&
      !check_flags(ctx, op, &fastmath_flags))
    return false;
  if ((s->mods & EW_MOD_OVERFLOW) && !check_flags(ctx, op, &overflow_flags))
    return false;
  return !(s->mods & EW_MOD_EXACT) ||
         du_check_attr(ctx, op, "isExact", &du_unit_attr, false, &exact);
}

/* ODS type constraints of operands and results. */
static bool verify_constraints(IrContext *ctx, IrOp *op, const EwOpSpec *s) {
  for (unsigned i = 0; i < s->num_operands; i++)
    if (s->operands[i] && !du_check_operand(ctx, op, i, s->operands[i]))
      return false;
  for (unsigned i = 0; i < s->num_results; i++)
    if (s->results[i] && !du_check_result(ctx, op, i, s->results[i]))
      return false;
  return true;
}

/* The type of the value numbered as in EwOpSpec.match. */
static IrType *match_type(IrOp *op, unsigned bit) {
  return bit < 3 ? ir_op_operand(op, bit)->type : op->results[bit - 3]->type;
}

/* AllTypesMatch over the values in mask. */
static bool all_types_match(IrOp *op, unsigned mask) {
  IrType *first = NULL;
  for (unsigned bit = 0; bit < 5; bit++) {
    if (!(mask & (1u << bit)))
      continue;
    if (first && match_type(op, bit) != first)
      return false;
    first = match_type(op, bit);
  }
  return true;
}

/* select: an i1 condition, or a shaped one with the result's shape. */
static bool condition_ok(IrOp *op) {
  const IrType *c = ir_op_operand(op, 0)->type, *r = op->results[0]->type;
  const int64_t *cd, *rd;
  if (is_signless_int(c) && c->u.integer.width == 1)
    return true;
  if (!is_ranked(c) || !is_ranked(r))
    return false;
  cd = c->u.shaped.shape;
  rd = r->u.shaped.shape;
  return same_dims((unsigned)c->u.shaped.rank, cd, (unsigned)r->u.shaped.rank,
                   rd);
}

/* The predicate traits ODS checks together with the type constraints. */
static bool verify_type_preds(IrContext *ctx, IrOp *op, const EwOpSpec *s) {
  if (s->match && !all_types_match(op, s->match))
    return du_op_error(ctx, op, "failed to verify that all of {%s} have same "
                       "type", s->match_names);
  if ((s->checks & EW_CHECK_BOOL_RESULT) &&
      op->results[0]->type !=
          ew_i1_same_shape(ctx, ir_op_operand(op, 0)->type))
    return du_op_error(ctx, op, "failed to verify that result type has i1 "
                       "element type and same shape as operands");
  if ((s->checks & EW_CHECK_CONDITION) && !condition_ok(op))
    return du_op_error(ctx, op, "failed to verify that condition is signless "
                       "i1 or has matching shape");
  if ((s->checks & EW_CHECK_TENSOR_DIMS) &&
      !tensor_dims_match(ir_op_operand(op, 0)->type, op->results[0]->type))
    return du_op_error(ctx, op, "failed to verify that input and output have "
                       "the same tensor dimensions");
  return true;
}

/* The operand and then result types of op (at most 5 after the counts
 * were checked). */
static unsigned op_types(IrOp *op, IrType **types) {
  unsigned n = 0;
  for (unsigned i = 0; i < op->num_operands; i++)
    types[n++] = ir_op_operand(op, i)->type;
  for (unsigned i = 0; i < op->num_results; i++)
    types[n++] = op->results[i]->type;
  return n;
}

/* SameOperandsAndResultType: one element type and compatible shapes. */
static bool same_type_all(IrType *const *types, unsigned n) {
  for (unsigned i = 0; i + 1 < n; i++)
    if (ir_type_element(types[i]) != ir_type_element(types[n - 1]) ||
        !shapes_compatible(types[i], types[n - 1]))
      return false;
  return true;
}

/* The native traits: SameOperandsAndResultType, SameTypeOperands and
 * SameOperandsAndResultShape. */
static bool verify_traits(IrContext *ctx, IrOp *op, const EwOpSpec *s) {
  IrType *types[5];
  unsigned n = op_types(op, types);
  if ((s->checks & EW_CHECK_SAME_TYPE) && !same_type_all(types, n))
    return du_op_error(ctx, op, "requires the same type for all operands and "
                       "results");
  if ((s->checks & EW_CHECK_SAME_OPERANDS) && types[0] != types[1])
    return du_op_error(ctx, op, "requires all operands to have the same type");
  if ((s->checks & EW_CHECK_SAME_SHAPE) && !shapes_all_compatible(types, n))
    return du_op_error(ctx, op, "requires the same shape for all operands "
                       "and results");
  return true;
}

/* The element type a cast looks at: that of a vector, tensor or memref. */
static const IrType *cast_elem(const IrType *t) {
  return t->kind == IR_TYPE_MEMREF ? t->u.shaped.elem : like_elem(t);
}

/* MLIR's areCastCompatible for rule, from in to out. */
static bool cast_compatible(EwCastRule rule, const IrType *in,
                            const IrType *out) {
  const IrType *a = cast_elem(in), *b = cast_elem(out);
  bool ints = is_signless_int(a) && is_signless_int(b);
  bool floats = ir_type_is_float(a) && ir_type_is_float(b);
  unsigned wa = ir_type_bitwidth(a), wb = ir_type_bitwidth(b);
  if (!shapes_compatible(in, out))
    return false;
  switch (rule) {
  case EW_CAST_INT_WIDER: return ints && wb > wa;
  case EW_CAST_INT_NARROWER: return ints && wb < wa;
  case EW_CAST_FLOAT_WIDER: return floats && wb > wa;
  case EW_CAST_FLOAT_NARROWER: return floats && wb < wa;
  case EW_CAST_INDEX:
    return (a->kind == IR_TYPE_INDEX && is_signless_int(b)) ||
           (is_signless_int(a) && b->kind == IR_TYPE_INDEX);
  case EW_CAST_BITCAST:
    return is_int_or_float(a) && is_int_or_float(b) && wa == wb;
  case EW_CAST_ANY:
  case EW_CAST_NONE: return true;
  }
  return true;
}

/* "'T'" or "'T', 'S'" for the operand types of op, in the arena. */
static const char *operand_types_text(IrContext *ctx, IrOp *op) {
  const char *parts[3];
  size_t len = 1;
  for (unsigned i = 0; i < op->num_operands && i < 3; i++)
    len += strlen(parts[i] = du_quoted_type(ctx, ir_op_operand(op, i)->type)) +
           2;
  char *buf = ir_alloc(ctx, len);
  for (unsigned i = 0; i < op->num_operands && i < 3; i++) {
    if (i)
      strcat(buf, ", ");
    strcat(buf, parts[i]);
  }
  return buf;
}

/* CastOpInterface: the row's element rule on operand 0 and the result. */
static bool verify_cast(IrContext *ctx, IrOp *op, const EwOpSpec *s) {
  if (s->cast == EW_CAST_NONE ||
      cast_compatible(s->cast, ir_op_operand(op, 0)->type,
                      op->results[0]->type))
    return true;
  return du_op_error(ctx, op, "operand type%s %s and result type %s are "
                     "cast incompatible", op->num_operands > 1 ? "s" : "",
                     operand_types_text(ctx, op),
                     du_quoted_type(ctx, op->results[0]->type));
}

/* The kind Elementwise compares: vector, ranked or unranked tensor; 0
 * for scalars (and memrefs, which it does not map over). */
static int mappable_kind(const IrType *t) {
  if (t->kind == IR_TYPE_VECTOR)
    return 1;
  if (t->kind == IR_TYPE_TENSOR)
    return t->u.shaped.rank < 0 ? 3 : 2;
  return 0;
}

/* MLIR's Elementwise trait: vectors and tensors map over each other only
 * when all of them have one kind and compatible shapes. */
static bool verify_elementwise(IrContext *ctx, IrOp *op) {
  IrType *all[5], *mapped[5];
  unsigned n = op_types(op, all), num = 0, in = 0, out = 0;
  bool one_kind = true;
  for (unsigned i = 0; i < n; i++) {
    int kind = mappable_kind(all[i]);
    if (!kind)
      continue;
    if (num && kind != mappable_kind(mapped[0]))
      one_kind = false;
    mapped[num++] = all[i];
    if (i < op->num_operands)
      in++;
    else
      out++;
  }
  if (!num)
    return true;
  if (!in)
    return du_op_error(ctx, op, "if a result is non-scalar, then at least "
                       "one operand must be non-scalar");
  if (!out)
    return du_op_error(ctx, op, "if an operand is non-scalar, then there "
                       "must be at least one non-scalar result");
  if (out != op->num_results)
    return du_op_error(ctx, op, "if an operand is non-scalar, then all "
                       "results must be non-scalar");
  if (!one_kind || !shapes_all_compatible(mapped, num))
    return du_op_error(ctx, op, "all non-scalar operands/results must have "
                       "the same shape and base type");
  return true;
}

bool ew_verify(IrContext *ctx, IrOp *op, const EwOpSpec *s) {
  return ew_verify_counts(ctx, op, s->num_operands, s->num_results) &&
         verify_attrs(ctx, op, s) && verify_constraints(ctx, op, s) &&
         verify_type_preds(ctx, op, s) && verify_traits(ctx, op, s) &&
         verify_cast(ctx, op, s) && verify_elementwise(ctx, op);
}
