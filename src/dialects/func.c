/*
 * func.c - the func dialect: functions, returns and calls.
 *
 * func.func keeps MLIR's attributes: sym_name, function_type (a type
 * attribute), sym_visibility ("private" / "nested" / "public", absent when
 * not written), and arg_attrs / res_attrs (arrays of dictionaries, present
 * only when some argument or result has attributes). A function without a
 * body is an external declaration; its region is empty. func.call stores
 * its callee as a flat symbol reference in `callee`, func.constant in
 * `value`. The verify hooks check returns against the enclosing function
 * and calls against the callee found by symbol lookup, with MLIR's
 * messages.
 */
#include <string.h>

#include "../ir/diag.h"
#include "../ir/parse.h"
#include "../ir/printer.h"
#include "dialect.h"
#include "dialect_util.h"

/* ---------------------------------------------------------------- helpers */

/* Bytes of a string attribute as a NUL-terminated arena string, or NULL
 * when attr is not a string. */
static const char *string_value(IrContext *ctx, IrAttr *attr) {
  if (!attr || attr->kind != IR_ATTR_STRING)
    return NULL;
  return ir_intern(ctx, attr->u.str.data, attr->u.str.len);
}

/* The function type of a func.func, or NULL when its attribute is absent
 * or malformed. */
static IrType *func_type_of(IrOp *fn) {
  IrAttr *a = ir_op_attr(fn, "function_type");
  if (!a || a->kind != IR_ATTR_TYPE || a->u.type->kind != IR_TYPE_FUNCTION)
    return NULL;
  return a->u.type;
}

/* The op named `name` directly inside symbol table op `table`, or NULL. */
static IrOp *symbol_table_find(IrContext *ctx, IrOp *table, const char *name) {
  for (unsigned r = 0; r < table->num_regions; r++)
    for (IrBlock *b = table->regions[r].first; b; b = b->next)
      for (IrOp *op = b->first; op; op = op->next)
        if (string_value(ctx, ir_op_attr(op, "sym_name")) == name)
          return op;
  return NULL;
}

/* Resolves the symbol reference ref (@a or @a::@b) as seen from op: in the
 * closest enclosing symbol table, then through nested tables. */
static IrOp *symbol_lookup(IrContext *ctx, IrOp *from, IrAttr *ref) {
  IrOp *table = ir_op_parent_op(from);
  while (table && !ir_op_has_trait(table, IR_TRAIT_SYMBOL_TABLE))
    table = ir_op_parent_op(table);
  IrOp *found = NULL;
  for (unsigned i = 0; table && i < ref->u.symref.num; i++) {
    found = symbol_table_find(ctx, table, ref->u.symref.names[i]);
    table =
        found && ir_op_has_trait(found, IR_TRAIT_SYMBOL_TABLE) ? found : NULL;
    if (!found)
      return NULL;
  }
  return found;
}

/* The flat symbol reference attribute `name` of op, or NULL after
 * reporting that it is missing. */
static IrAttr *flat_symref_attr(IrContext *ctx, IrOp *op, const char *name) {
  IrAttr *ref = ir_op_attr(op, name);
  if (ref && ref->kind == IR_ATTR_SYMBOL_REF && ref->u.symref.num == 1)
    return ref;
  du_op_error(ctx, op, "requires attribute '%s'", name);
  return NULL;
}

/* The func.func (with a valid function type) that ref names as seen from
 * op, or NULL. */
static IrOp *lookup_func(IrContext *ctx, IrOp *op, IrAttr *ref) {
  IrOp *fn = symbol_lookup(ctx, op, ref);
  if (!fn || strcmp(fn->name, "func.func") != 0 || !func_type_of(fn))
    return NULL;
  return fn;
}

/* ------------------------------------------------------------- func.func */

/* One argument or result of a signature being parsed. */
typedef struct SigEntry {
  ParsedItem *name; /* the SSA name, or NULL */
  IrType *type;
  IrAttr *attrs; /* the entry's dictionary, or NULL */
} SigEntry;

typedef struct SigVec {
  SigEntry *data;
  unsigned len, cap;
} SigVec;

static void sig_vec_push(OpParser *p, SigVec *v, SigEntry e) {
  if (v->len == v->cap) {
    unsigned cap = v->cap ? 2 * v->cap : 4;
    v->data = op_parser_grow(p, v->data, v->len, cap, sizeof *v->data);
    v->cap = cap;
  }
  v->data[v->len++] = e;
}

/* Reads the list inside `list`: "%a: T {attrs}, ..." when named, else
 * "T {attrs}, ...". Named lists are recognised by their first item. */
static bool parse_sig_list(ItemCursor *c, ParsedItem *list, bool allow_names,
                           SigVec *out, bool *named) {
  ItemCursor sub = pc_sub(c, list);
  ParsedItem *first = pc_peek(&sub);
  *named = allow_names && first && first->kind == PI_SSA;
  if (!first)
    return true;
  do {
    SigEntry e = {0};
    if (*named && !(e.name = pc_accept_kind(&sub, PI_SSA))) {
      op_parser_custom_error(c->p, pc_loc(&sub), "expected SSA identifier");
      return false;
    }
    if (*named && !pc_expect_punct(&sub, ':'))
      return false;
    if (!(e.type = pc_expect_type(&sub)))
      return false;
    ParsedItem *dict = pc_accept_kind(&sub, PI_DICT);
    if (dict && dict->attr->u.dict.num)
      e.attrs = dict->attr;
    sig_vec_push(c->p, out, e);
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

/* Reads "-> T" or "-> (T {attrs}, ...)" when present. */
static bool parse_sig_results(ItemCursor *c, SigVec *out) {
  if (!pc_accept_punct(c, '>'))
    return true;
  ParsedItem *list = pc_accept_kind(c, PI_PAREN);
  if (list) {
    bool named;
    return parse_sig_list(c, list, false, out, &named);
  }
  SigEntry e = {0};
  if (!(e.type = pc_expect_type(c)))
    return false;
  sig_vec_push(c->p, out, e);
  return true;
}

/* The arg_attrs / res_attrs array for the entries, or NULL when none of
 * them has attributes. */
static IrAttr *sig_attrs(IrContext *ctx, const SigVec *v) {
  bool any = false;
  for (unsigned i = 0; i < v->len; i++)
    any |= v->data[i].attrs != NULL;
  if (!any)
    return NULL;
  IrAttr **elems = ir_alloc(ctx, v->len * sizeof *elems);
  for (unsigned i = 0; i < v->len; i++)
    elems[i] = v->data[i].attrs ? v->data[i].attrs : ir_attr_dict(ctx, 0, NULL);
  return ir_attr_array(ctx, v->len, elems);
}

/* The types of the entries as a scratch array. */
static IrType **sig_types(OpParser *p, const SigVec *v) {
  IrType **types = op_parser_alloc(p, (v->len ? v->len : 1) * sizeof *types);
  for (unsigned i = 0; i < v->len; i++)
    types[i] = v->data[i].type;
  return types;
}

/* Gives a declaration's op its one empty region (a function has one
 * region whether or not the text has a body). */
static IrOp *create_declaration(OpParser *p, IrAttr *attrs) {
  op_parser_pad_regions(p, 1);
  return op_parser_create(p, 0, NULL, 0, NULL, attrs);
}

/* Reads the optional visibility keyword into attrs. */
static bool parse_visibility(ItemCursor *c, AttrVec *attrs) {
  ParsedItem *kw = pc_accept_kind(c, PI_KEYWORD);
  if (!kw)
    return true;
  if (strcmp(kw->text, "public") && strcmp(kw->text, "private") &&
      strcmp(kw->text, "nested")) {
    op_parser_custom_error(c->p, kw->loc,
                           "expected valid '@'-identifier for symbol name");
    return false;
  }
  attr_vec_push(c->p->ctx, attrs, "sym_visibility",
                ir_attr_string(c->p->ctx, kw->text, strlen(kw->text), NULL));
  return true;
}

/* Reads the @name of a symbol into attrs as sym_name. */
static bool parse_sym_name(ItemCursor *c, AttrVec *attrs) {
  ParsedItem *sym = pc_expect_symbol_name(c);
  if (!sym)
    return false;
  const char *name = sym->attr->u.symref.names[0];
  attr_vec_push(c->p->ctx, attrs, "sym_name",
                ir_attr_string(c->p->ctx, name, strlen(name), NULL));
  return true;
}

/* func.func [visibility] @name(args) [-> results] [attributes {...}]
 * [{body}]. Named arguments become the body's entry block arguments. */
static IrOp *func_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  AttrVec attrs = {0};
  SigVec args = {0}, results = {0};
  bool named;
  if (!parse_visibility(&c, &attrs) || !parse_sym_name(&c, &attrs))
    return NULL;
  ParsedItem *list = pc_expect_kind(&c, PI_PAREN, "'('");
  if (!list || !parse_sig_list(&c, list, true, &args, &named) ||
      !parse_sig_results(&c, &results) || !pc_expect_end(&c))
    return NULL;
  if (p->num_regions > 1)
    return op_parser_custom_error(p, p->loc, "expected at most one region");
  if (p->num_regions == 1 && !p->regions[0]->first)
    return op_parser_custom_error(p, p->loc,
                                  "expected non-empty function body");
  IrContext *ctx = p->ctx;
  IrType *fty = ir_type_function(ctx, args.len, sig_types(p, &args),
                                 results.len, sig_types(p, &results));
  attr_vec_push(ctx, &attrs, "function_type", ir_attr_type(ctx, fty));
  IrAttr *arg_attrs = sig_attrs(ctx, &args),
         *res_attrs = sig_attrs(ctx, &results);
  if (arg_attrs)
    attr_vec_push(ctx, &attrs, "arg_attrs", arg_attrs);
  if (res_attrs)
    attr_vec_push(ctx, &attrs, "res_attrs", res_attrs);
  IrAttr *dict = ir_attr_dict(ctx, attrs.len, attrs.data);
  if (p->num_regions == 0)
    return create_declaration(p, dict);
  ParsedItem **names =
      op_parser_alloc(p, (args.len ? args.len : 1) * sizeof *names);
  for (unsigned i = 0; i < args.len; i++)
    names[i] = args.data[i].name;
  if (named &&
      !op_parser_bind_region_args(p, 0, args.len, names, fty->u.func.inputs))
    return NULL;
  return op_parser_create(p, 0, NULL, 0, NULL, dict);
}

/* Element i of an arg_attrs / res_attrs array when it is a non-empty
 * dictionary, else NULL. */
static IrAttr *sig_attr_at(IrOp *op, const char *name, unsigned i) {
  IrAttr *a = ir_op_attr(op, name);
  if (!a || a->kind != IR_ATTR_ARRAY || i >= a->u.array.num)
    return NULL;
  IrAttr *d = a->u.array.elems[i];
  return d->kind == IR_ATTR_DICT && d->u.dict.num ? d : NULL;
}

/* Prints " {attrs}" after a signature entry when it has attributes. */
static void print_entry_attrs(IrPrinter *p, IrOp *op, const char *name,
                              unsigned i) {
  IrAttr *d = sig_attr_at(op, name, i);
  if (d) {
    pr_puts(p, " ");
    pr_attr(p, d);
  }
}

/* Prints "(%arg0: T {..}, ...)" for a body, "(T {..}, ...)" for a
 * declaration. */
static void print_args(IrPrinter *p, IrOp *op, IrType *fty) {
  IrBlock *entry = op->num_regions ? op->regions[0].first : NULL;
  bool named = entry && entry->num_args == fty->u.func.num_inputs;
  pr_puts(p, "(");
  for (unsigned i = 0; i < fty->u.func.num_inputs; i++) {
    if (i)
      pr_puts(p, ", ");
    if (named)
      pr_block_arg(p, entry->args[i]);
    else
      pr_type(p, fty->u.func.inputs[i]);
    print_entry_attrs(p, op, "arg_attrs", i);
  }
  pr_puts(p, ")");
}

/* Prints " -> T" or " -> (T {..}, U)"; nothing without results. */
static void print_results(IrPrinter *p, IrOp *op, IrType *fty) {
  unsigned n = fty->u.func.num_results;
  if (!n)
    return;
  IrType **types = fty->u.func.results;
  bool parens = n > 1 || types[0]->kind == IR_TYPE_FUNCTION ||
                sig_attr_at(op, "res_attrs", 0);
  pr_puts(p, parens ? " -> (" : " -> ");
  for (unsigned i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_type(p, types[i]);
    print_entry_attrs(p, op, "res_attrs", i);
  }
  if (parens)
    pr_puts(p, ")");
}

/* Prints @name for a sym_name string attribute, quoted when needed. */
static void print_sym_name(IrPrinter *p, IrAttr *name) {
  IrContext *ctx = pr_context(p);
  const char *s = string_value(ctx, name);
  if (s)
    pr_attr(p, ir_attr_symref(ctx, 1, &s));
}

static void func_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {
      "sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"};
  IrContext *ctx = pr_context(p);
  const char *vis = string_value(ctx, ir_op_attr(op, "sym_visibility"));
  IrType *fty = func_type_of(op);
  if (vis)
    pr_printf(p, " %s", vis);
  pr_puts(p, " ");
  print_sym_name(p, ir_op_attr(op, "sym_name"));
  if (fty) {
    print_args(p, op, fty);
    print_results(p, op, fty);
  }
  pr_attr_dict(p, op, elided, 5, true);
  if (op->num_regions && op->regions[0].first)
    pr_region(p, &op->regions[0], false, true);
}

/* Checks sym_name, sym_visibility and function_type. */
static bool verify_func_attrs(IrContext *ctx, IrOp *op) {
  if (!string_value(ctx, ir_op_attr(op, "sym_name")))
    return du_op_error(ctx, op, "requires attribute 'sym_name'");
  IrAttr *vis = ir_op_attr(op, "sym_visibility");
  const char *v = string_value(ctx, vis);
  if (vis && (!v || (strcmp(v, "public") && strcmp(v, "private") &&
                     strcmp(v, "nested"))))
    return du_op_error(ctx, op,
                       "visibility expected to be one of [\"public\", "
                       "\"private\", \"nested\"], but got %s",
                       ir_attr_str(ctx, vis));
  if (!ir_op_attr(op, "function_type"))
    return du_op_error(ctx, op, "requires attribute 'function_type'");
  if (!func_type_of(op))
    return du_op_error(ctx, op,
                       "attribute 'function_type' failed to satisfy "
                       "constraint: type attribute of function type");
  return true;
}

/* Checks that arg_attrs / res_attrs, when present, hold n dictionaries. */
static bool verify_sig_attrs(IrContext *ctx, IrOp *op, const char *name,
                             const char *what, unsigned n) {
  IrAttr *a = ir_op_attr(op, name);
  if (!a)
    return true;
  bool dicts = a->kind == IR_ATTR_ARRAY;
  for (unsigned i = 0; dicts && i < a->u.array.num; i++)
    dicts = a->u.array.elems[i]->kind == IR_ATTR_DICT;
  if (!dicts)
    return du_op_error(ctx, op,
                       "attribute '%s' failed to satisfy constraint: Array of "
                       "dictionary attributes",
                       name);
  if (a->u.array.num != n)
    return du_op_error(ctx, op,
                       "expects %s attribute array to have the same number of "
                       "elements as the number of function %ss, got %u, but "
                       "expected %u",
                       what, what, a->u.array.num, n);
  return true;
}

/* The entry block's arguments must match the function's inputs. */
static bool verify_entry_args(IrContext *ctx, IrOp *op, IrType *fty) {
  IrBlock *entry = op->regions[0].first;
  if (entry->num_args != fty->u.func.num_inputs)
    return du_op_error(ctx, op,
                       "entry block must have %u arguments to match "
                       "function signature",
                       fty->u.func.num_inputs);
  for (unsigned i = 0; i < entry->num_args; i++)
    if (entry->args[i]->type != fty->u.func.inputs[i])
      return du_op_error(ctx, op,
                         "type of entry block argument #%u('%s') must "
                         "match the type of the corresponding argument in "
                         "function signature('%s')",
                         i, ir_type_str(ctx, entry->args[i]->type),
                         ir_type_str(ctx, fty->u.func.inputs[i]));
  return true;
}

static bool func_verify(IrContext *ctx, IrOp *op) {
  if (!verify_func_attrs(ctx, op))
    return false;
  IrType *fty = func_type_of(op);
  if (!verify_sig_attrs(ctx, op, "arg_attrs", "argument",
                        fty->u.func.num_inputs) ||
      !verify_sig_attrs(ctx, op, "res_attrs", "result",
                        fty->u.func.num_results))
    return false;
  if (op->num_regions != 1)
    return du_op_error(ctx, op, "requires one region");
  if (op->regions[0].first)
    return verify_entry_args(ctx, op, fty);
  const char *vis = string_value(ctx, ir_op_attr(op, "sym_visibility"));
  if (!vis || !strcmp(vis, "public"))
    return du_op_error(ctx, op,
                       "symbol declaration cannot have public visibility");
  return true;
}

/* ----------------------------------------------------------- func.return */

static void return_print(IrPrinter *p, IrOp *op) {
  du_print_typed_operands(p, op, 0);
  pr_attr_dict(p, op, NULL, 0, false);
}

/* The operands must match the enclosing function's result types. */
static bool return_verify(IrContext *ctx, IrOp *op) {
  IrOp *fn = ir_op_parent_op(op);
  if (!fn || strcmp(fn->name, "func.func") != 0)
    return du_op_error(ctx, op, "expects parent op 'func.func'");
  IrType *fty = func_type_of(fn);
  const char *name = string_value(ctx, ir_op_attr(fn, "sym_name"));
  if (!fty || !name)
    return true; /* func.func's own verifier reports it */
  if (op->num_operands != fty->u.func.num_results)
    return du_op_error(ctx, op,
                       "has %u operands, but enclosing function (@%s) "
                       "returns %u",
                       op->num_operands, name, fty->u.func.num_results);
  for (unsigned i = 0; i < op->num_operands; i++) {
    IrType *t = ir_op_operand(op, i)->type;
    if (t != fty->u.func.results[i])
      return ir_error(ctx, op->loc,
                      "type of return operand %u ('%s') doesn't match "
                      "function result type ('%s') in function @%s",
                      i, ir_type_str(ctx, t),
                      ir_type_str(ctx, fty->u.func.results[i]), name);
  }
  return true;
}

/* ------------------------------------------------------------- func.call */

/* Creates an op whose operand and result types come from the function type
 * fty, resolving the SSA names in `args` (a PI_PAREN). */
static IrOp *create_with_signature(OpParser *p, ItemCursor *c, ParsedItem *args,
                                   IrType *fty, ValueVec *ops, IrAttr *attrs) {
  ItemCursor sub = pc_sub(c, args);
  unsigned n = 0;
  ParsedItem **names = op_parser_alloc(p, (args->num_items + 1) * sizeof *names);
  if (!pc_at_end(&sub)) {
    do {
      if (!(names[n++] = pc_expect_kind(&sub, PI_SSA, "SSA operand")))
        return NULL;
    } while (pc_accept_punct(&sub, ','));
  }
  if (!pc_expect_end(&sub))
    return NULL;
  if (n != fty->u.func.num_inputs)
    return op_parser_custom_error(p, args->loc,
                                  "%u operands present, but expected %u", n,
                                  fty->u.func.num_inputs);
  for (unsigned i = 0; i < n; i++) {
    IrValue *v = op_parser_use(p, names[i], fty->u.func.inputs[i]);
    if (!v)
      return NULL;
    value_vec_push(p->ctx, ops, v);
  }
  return op_parser_create(p, ops->len, ops->data, fty->u.func.num_results,
                          fty->u.func.results, attrs);
}

/* call @f(%a, %b) : (T, U) -> R */
static IrOp *call_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *callee = pc_expect_kind(&c, PI_SYMREF, "attribute value");
  if (!callee)
    return NULL;
  if (callee->attr->u.symref.num != 1)
    return op_parser_custom_error(p, callee->loc,
                                  "invalid kind of attribute specified");
  ParsedItem *args = pc_expect_kind(&c, PI_PAREN, "'('");
  IrType *fty;
  if (!args || !pc_expect_punct(&c, ':') ||
      !(fty = pc_expect_function_type(&c)) || !pc_expect_end(&c))
    return NULL;
  AttrVec attrs = {0};
  ValueVec ops = {0};
  attr_vec_push(p->ctx, &attrs, "callee", callee->attr);
  return create_with_signature(p, &c, args, fty, &ops,
                               ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

/* Prints "(%a, %b) : (T, U) -> R" for operands first.. of op; the attribute
 * dictionary goes between the parenthesis and the colon. */
static void print_call_tail(IrPrinter *p, IrOp *op, unsigned first,
                            const char *const *elided, unsigned num_elided) {
  IrContext *ctx = pr_context(p);
  unsigned n = op->num_operands - first;
  IrType **ins = ir_alloc(ctx, (n ? n : 1) * sizeof *ins);
  IrType **outs =
      ir_alloc(ctx, (op->num_results ? op->num_results : 1) * sizeof *outs);
  for (unsigned i = 0; i < n; i++)
    ins[i] = ir_op_operand(op, first + i)->type;
  for (unsigned i = 0; i < op->num_results; i++)
    outs[i] = op->results[i]->type;
  pr_puts(p, "(");
  pr_operands(p, op, first, n);
  pr_puts(p, ")");
  pr_attr_dict(p, op, elided, num_elided, false);
  pr_puts(p, " : ");
  pr_type(p, ir_type_function(ctx, n, ins, op->num_results, outs));
}

static void call_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"callee"};
  pr_puts(p, " ");
  pr_attr(p, ir_op_attr(op, "callee"));
  print_call_tail(p, op, 0, elided, 1);
}

/* "'T', 'U'" for n types, in the arena. */
static const char *type_list_text(IrContext *ctx, IrType **types, unsigned n) {
  const char *text = "";
  for (unsigned i = 0; i < n; i++) {
    const char *t = ir_type_str(ctx, types[i]);
    size_t len = strlen(text) + strlen(t) + 5;
    char *buf = ir_alloc(ctx, len);
    snprintf(buf, len, "%s%s'%s'", text, i ? ", " : "", t);
    text = buf;
  }
  return text;
}

/* Reports the result types of a call against its callee's, as notes. */
static void note_result_types(IrContext *ctx, IrOp *op, IrType *fty) {
  TypeVec mine = {0};
  for (unsigned i = 0; i < op->num_results; i++)
    type_vec_push(ctx, &mine, op->results[i]->type);
  ir_diag(ctx, IR_DIAG_NOTE, op->loc, "      op result types: %s",
          type_list_text(ctx, mine.data, mine.len));
  ir_diag(ctx, IR_DIAG_NOTE, op->loc, "function result types: %s",
          type_list_text(ctx, fty->u.func.results, fty->u.func.num_results));
}

/* Checks operand and result types of a call against function type fty. */
static bool verify_call_types(IrContext *ctx, IrOp *op, unsigned first,
                              IrType *fty) {
  if (op->num_operands - first != fty->u.func.num_inputs)
    return du_op_error(ctx, op, "incorrect number of operands for callee");
  for (unsigned i = 0; i < fty->u.func.num_inputs; i++) {
    IrType *t = ir_op_operand(op, first + i)->type;
    if (t != fty->u.func.inputs[i])
      return du_op_error(ctx, op,
                         "operand type mismatch: expected operand type "
                         "'%s', but provided '%s' for operand number %u",
                         ir_type_str(ctx, fty->u.func.inputs[i]),
                         ir_type_str(ctx, t), i);
  }
  if (op->num_results != fty->u.func.num_results)
    return du_op_error(ctx, op, "incorrect number of results for callee");
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i]->type != fty->u.func.results[i]) {
      du_op_error(ctx, op, "result type mismatch at index %u", i);
      note_result_types(ctx, op, fty);
      return false;
    }
  return true;
}

static bool call_verify(IrContext *ctx, IrOp *op) {
  IrAttr *ref = flat_symref_attr(ctx, op, "callee");
  if (!ref)
    return false;
  IrOp *fn = lookup_func(ctx, op, ref);
  if (!fn)
    return du_op_error(ctx, op, "'%s' does not reference a valid function",
                       ref->u.symref.names[0]);
  return verify_call_types(ctx, op, 0, func_type_of(fn));
}

/* ---------------------------------------------------- func.call_indirect */

/* call_indirect %f(%a) : (T) -> R */
static IrOp *call_indirect_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *callee = pc_expect_kind(&c, PI_SSA, "SSA operand");
  ParsedItem *args = callee ? pc_expect_kind(&c, PI_PAREN, "'('") : NULL;
  IrType *fty;
  if (!args || !pc_expect_punct(&c, ':') ||
      !(fty = pc_expect_function_type(&c)) || !pc_expect_end(&c))
    return NULL;
  ValueVec ops = {0};
  IrValue *f = op_parser_use(p, callee, fty);
  if (!f)
    return NULL;
  value_vec_push(p->ctx, &ops, f);
  return create_with_signature(p, &c, args, fty, &ops, NULL);
}

static void call_indirect_print(IrPrinter *p, IrOp *op) {
  if (!op->num_operands)
    return;
  pr_puts(p, " ");
  pr_value(p, ir_op_operand(op, 0));
  print_call_tail(p, op, 1, NULL, 0);
}

/* The callee must be a function whose signature the operands and results
 * follow. */
static bool call_indirect_verify(IrContext *ctx, IrOp *op) {
  IrType *fty = op->num_operands ? ir_op_operand(op, 0)->type : NULL;
  if (!fty || fty->kind != IR_TYPE_FUNCTION)
    return du_op_error(ctx, op,
                       "operand #0 must be function type, but got '%s'",
                       fty ? ir_type_str(ctx, fty) : "nothing");
  bool ok = op->num_operands - 1 == fty->u.func.num_inputs;
  for (unsigned i = 0; ok && i < fty->u.func.num_inputs; i++)
    ok = ir_op_operand(op, i + 1)->type == fty->u.func.inputs[i];
  if (!ok)
    return du_op_error(ctx, op,
                       "failed to verify that callee input "
                       "types match argument types");
  ok = op->num_results == fty->u.func.num_results;
  for (unsigned i = 0; ok && i < op->num_results; i++)
    ok = op->results[i]->type == fty->u.func.results[i];
  if (!ok)
    return du_op_error(ctx, op,
                       "failed to verify that callee "
                       "result types match result types");
  return true;
}

/* --------------------------------------------------------- func.constant */

/* constant @f : (T) -> R */
static IrOp *constant_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *sym = pc_expect_kind(&c, PI_SYMREF, "attribute value");
  IrType *fty;
  if (!sym || !pc_expect_punct(&c, ':') ||
      !(fty = pc_expect_function_type(&c)) || !pc_expect_end(&c))
    return NULL;
  if (sym->attr->u.symref.num != 1)
    return op_parser_custom_error(p, sym->loc,
                                  "invalid kind of attribute specified");
  AttrVec attrs = {0};
  attr_vec_push(p->ctx, &attrs, "value", sym->attr);
  return op_parser_create(p, 0, NULL, 1, &fty,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

static bool constant_verify(IrContext *ctx, IrOp *op) {
  IrAttr *ref = flat_symref_attr(ctx, op, "value");
  if (!ref)
    return false;
  IrOp *fn = lookup_func(ctx, op, ref);
  if (!fn)
    return du_op_error(ctx, op, "reference to undefined function '%s'",
                       ref->u.symref.names[0]);
  if (op->num_results != 1 || op->results[0]->type != func_type_of(fn))
    return du_op_error(ctx, op, "reference to function with mismatched type");
  return true;
}

/* ----------------------------------------------------------------- table */

static const IrOpDef func_ops[] = {
    {"func.func", IR_FORMAT_REGION,
     IR_TRAIT_ISOLATED | IR_TRAIT_AFFINE_SCOPE | IR_TRAIT_SYMBOL |
         IR_TRAIT_DEFAULT_DIALECT,
     func_build, func_print, func_verify},
    {"func.return", IR_FORMAT_FLAT,
     IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_RETURN_LIKE, du_build_return_like,
     return_print, return_verify},
    {"func.call", IR_FORMAT_FLAT, 0, call_build, call_print, call_verify},
    {"func.call_indirect", IR_FORMAT_FLAT, 0, call_indirect_build,
     call_indirect_print, call_indirect_verify},
    {"func.constant", IR_FORMAT_FLAT, IR_TRAIT_PURE, constant_build,
     du_print_value_attr, constant_verify},
};

const IrDialect ir_dialect_func = {
    "func", func_ops, sizeof func_ops / sizeof func_ops[0],
    "sym_name sym_visibility function_type arg_attrs res_attrs callee "
    "no_inline value"};
