/*
 * emit_c_func.c - functions, calls and returns in the plain ABI.
 *
 * Each func.func becomes a C function of the same name (a C keyword or a
 * library name such as main gets a trailing underscore: @main is main_).
 * Private functions are static; private declarations without a body are
 * prototypes of external functions, except MLIR's runner-utils functions
 * (@printF64, @printMemrefF32, ...) which map to the print runtime
 * (affc_printF64, ...).
 *
 * The plain ABI: a scalar or vector argument is passed by value; a ranked
 * memref as a pointer to its base element followed by an int64_t for each
 * dynamic size, then a dynamic offset, then dynamic strides (the parts of
 * c_memref_suffixes, named A_d0, A_off, A_s1); an unranked memref as its
 * rank and a pointer to its descriptor. One scalar or vector result is
 * returned as is; several results, or a memref result, come back in
 * `struct <name>_result` with fields r0, r1, ... (a memref result k: r<k>
 * and r<k>_<part>).
 */
#include <stdlib.h>
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"
#include "codegen/runtime.h"
#include "dialects/dialect_util.h"
#include "ir/diag.h"
#include "ir/stream.h"

/* ------------------------------------------------------------ symbols */

static const char *sym_name(CEmit *e, const IrOp *op) {
  IrAttr *a = ir_op_attr(op, "sym_name");
  if (!a || a->kind != IR_ATTR_STRING)
    return NULL;
  return ir_intern(e->ctx, a->u.str.data, a->u.str.len);
}

static bool is_private(const IrOp *op) {
  IrAttr *a = ir_op_attr(op, "sym_visibility");
  return a && a->kind == IR_ATTR_STRING && a->u.str.len == 7 &&
         !memcmp(a->u.str.data, "private", 7);
}

/* True when fn has a body, here or streamed (emit_c_stream.c). */
static bool has_body(const IrOp *fn) {
  return (fn->num_regions && fn->regions[0].first) || ir_stream_is_shell(fn);
}

static IrType *func_type(const IrOp *fn) {
  return ir_op_attr(fn, "function_type")->u.type;
}

/* True when name is one of MLIR's runner-utils functions that the print
 * runtime provides as affc_<name> (the lists in runtime/affc_rt_print.h):
 * the scalar printers, printMemref<T> and printMemrefShape<T> (unranked),
 * and the ranked printMemref<N>d<T> that MLIR's libraries export. */
static bool is_runner_util(const char *name) {
  static const char *const plain[] = {
      "printI64",  "printU64",   "printF32",   "printF64",    "printString",
      "printOpen", "printClose", "printComma", "printNewline"};
  static const char *const elems[] = {"I8",  "I16", "I32",  "I64", "Ind",
                                      "F16", "BF16", "F32", "F64"};
  static const char *const ranked[] = {"0dF32", "1dF32", "2dF32", "3dF32",
                                       "4dF32", "1dI8",  "1dI32", "1dI64",
                                       "1dF64", "1dInd"};
  for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
    if (!strcmp(name, plain[i]))
      return true;
  if (strncmp(name, "printMemref", 11))
    return false;
  const char *rest = name + 11;
  for (size_t i = 0; i < sizeof ranked / sizeof ranked[0]; i++)
    if (!strcmp(rest, ranked[i]))
      return true;
  if (!strncmp(rest, "Shape", 5))
    rest += 5;
  for (size_t i = 0; i < sizeof elems / sizeof elems[0]; i++)
    if (!strcmp(rest, elems[i]))
      return true;
  return false;
}

/* The print runtime's function for a body-less declaration fn of a
 * runner-utils function, or NULL. */
static const char *runtime_name(CEmit *e, const IrOp *fn, const char *name) {
  if (has_body(fn) || !is_runner_util(name) || !affc_rt_text("print"))
    return NULL;
  return ir_sprintf(e->ctx, "affc_%s", name);
}

static void add_symbol(CEmit *e, IrOp *op, const char *name) {
  CSymbol *s = ir_alloc(e->ctx, sizeof *s);
  s->op = op;
  if (!strcmp(op->name, "func.func"))
    s->runtime = runtime_name(e, op, name);
  if (!s->runtime)
    s->name = c_fresh_global(e, name);
  strmap_put(e->symbols, name, strlen(name), s);
}

/* Marks the functions that ops in region r (and nested) call or take
 * the address of. */
static void mark_calls(CEmit *e, IrRegion *r) {
  for (IrBlock *b = r->first; b; b = b->next)
    for (IrOp *op = b->first; op; op = op->next) {
      CSymbol *s = !strcmp(op->name, "func.call")
                       ? c_symbol(e, ir_op_attr(op, "callee"))
                   : !strcmp(op->name, "func.constant")
                       ? c_symbol(e, ir_op_attr(op, "value"))
                       : NULL;
      if (s)
        s->called = true;
      for (unsigned i = 0; i < op->num_regions; i++)
        mark_calls(e, &op->regions[i]);
    }
}

/* Public symbols are named first so they keep their names. */
bool c_name_symbols(CEmit *e) {
  IrBlock *top = e->module->regions[0].first;
  for (int pass = 0; pass < 2; pass++)
    for (IrOp *op = top ? top->first : NULL; op; op = op->next) {
      const char *name = sym_name(e, op);
      if (name && is_private(op) == (pass == 1))
        add_symbol(e, op, name);
    }
  mark_calls(e, &e->module->regions[0]);
  return true;
}

CSymbol *c_symbol(CEmit *e, const IrAttr *ref) {
  if (!ref || ref->kind != IR_ATTR_SYMBOL_REF || ref->u.symref.num != 1)
    return NULL;
  const char *name = ref->u.symref.names[0];
  return strmap_get(e->symbols, name, strlen(name));
}

/* The results mlir-runner -entry-point-result can print: i32, i64, f32. */
static bool main_result(const IrType *t) {
  if (t->kind == IR_TYPE_FLOAT)
    return t->u.fp.kind == IR_F32;
  return t->kind == IR_TYPE_INTEGER && t->u.integer.signedness == IR_SIGNLESS &&
         (t->u.integer.width == 32 || t->u.integer.width == 64);
}

bool c_main_name(CEmit *e, const char **name) {
  CSymbol *s = strmap_get(e->symbols, "main", 4);
  if (!s || strcmp(s->op->name, "func.func") || is_private(s->op) ||
      !has_body(s->op))
    return false;
  IrType *t = func_type(s->op);
  *name = s->name;
  return t->u.func.num_inputs == 0 &&
         (t->u.func.num_results == 0 ||
          (t->u.func.num_results == 1 && main_result(t->u.func.results[0])));
}

void c_write_main(CEmit *e, FILE *file, const char *name) {
  IrType *t = func_type(((CSymbol *)strmap_get(e->symbols, "main", 4))->op);
  IrType *r = t->u.func.num_results ? t->u.func.results[0] : NULL;
  if (r) /* for <stdio.h> and <inttypes.h> */
    c_use(e, C_PIECE_PRINT);
  fputs("int main(void) {\n", file);
  if (!r)
    fprintf(file, "  %s();\n", name);
  else if (r->kind == IR_TYPE_FLOAT)
    fprintf(file,
            "  float r = %s();\n"
            "  if (isnan(r))\n    puts(\"nan\");\n"
            "  else if (isinf(r))\n    puts(r < 0 ? \"-INF\" : \"INF\");\n"
            "  else\n    printf(\"%%e\\n\", (double)r);\n",
            name);
  else
    fprintf(file, "  printf(\"%%\" PRId64 \"\\n\", (int64_t)%s());\n", name);
  fputs("  return 0;\n}\n", file);
}

/* ------------------------------------------------------------ signatures */

/* True when C can pass a value of type t in the plain ABI. */
static bool passable(CEmit *e, IrType *t) {
  if (t->kind == IR_TYPE_MEMREF)
    return t->u.shaped.rank < 0 || c_memref_is_strided(e, t) ||
           c_layout_is_passable(e, t);
  return c_type(e, t) != NULL;
}

/* Appends the parameters for a value of type t named after hint to l, and
 * returns its C form over those names. */
static CVal declare_param(CEmit *e, IrType *t, const char *hint, CList *l) {
  CVal val = {0};
  if (t->kind == IR_TYPE_MEMREF && t->u.shaped.rank < 0) {
    val.rank = c_fresh(e, ir_sprintf(e->ctx, "%s_rank", hint));
    val.desc = c_fresh(e, hint);
    c_list_push(e, l, val.rank, "int64_t ");
    c_list_push(e, l, val.desc, "void *");
  } else if (t->kind == IR_TYPE_MEMREF) {
    const char **parts, **suffixes;
    unsigned n = c_memref_suffixes(e, t, &suffixes);
    const char *base = c_fresh(e, hint);
    val.mem = c_memref_named(e, t, base, &parts);
    c_list_push(e, l, base, ir_sprintf(e->ctx, "%s *", c_elem_type(e, t)));
    for (unsigned i = 0; i < n; i++)
      c_list_push(e, l, parts[i], "int64_t ");
  } else {
    val.expr = c_fresh(e, hint);
    c_list_push(e, l, val.expr, ir_sprintf(e->ctx, "%s ", c_type(e, t)));
  }
  return val;
}

/* "T *, int64_t, ..." the C types of the parameters for a value of type
 * t (declare_param's order). */
static const char *param_types(CEmit *e, IrType *t) {
  if (t->kind == IR_TYPE_MEMREF && t->u.shaped.rank < 0)
    return "int64_t, void *";
  if (t->kind != IR_TYPE_MEMREF)
    return c_type(e, t);
  const char **suffixes;
  unsigned n = c_memref_suffixes(e, t, &suffixes);
  const char *s = ir_sprintf(e->ctx, "%s *", c_elem_type(e, t));
  for (unsigned i = 0; i < n; i++)
    s = ir_sprintf(e->ctx, "%s, int64_t", s);
  return s;
}

const char *c_function_pointer_type(CEmit *e, IrType *t) {
  const char *name = c_map_get(e->fn_types, t);
  unsigned n = t->u.func.num_results;
  if (name)
    return name;
  if (n > 1 || (n == 1 && t->u.func.results[0]->kind == IR_TYPE_MEMREF))
    return NULL;
  const char *ret = n ? c_type(e, t->u.func.results[0]) : "void";
  const char *params = t->u.func.num_inputs ? "" : "void";
  for (unsigned i = 0; ret && i < t->u.func.num_inputs; i++) {
    IrType *in = t->u.func.inputs[i];
    if (!passable(e, in))
      return NULL;
    params = ir_sprintf(e->ctx, "%s%s%s", params, i ? ", " : "",
                        param_types(e, in));
  }
  if (!ret)
    return NULL;
  name = c_fresh_global(e, "fn_ptr");
  c_define_type(e, name, ir_sprintf(e->ctx, "typedef %s (*%s)(%s);\n", ret,
                                    name, params));
  c_map_put(e, e->fn_types, t, (void *)name);
  return name;
}

/* The parameters of fn; binds the entry block's arguments when bind. */
static CList params(CEmit *e, IrOp *fn, bool bind) {
  IrType *t = func_type(fn);
  IrBlock *entry = has_body(fn) ? fn->regions[0].first : NULL;
  CList l = {0};
  for (unsigned i = 0; i < t->u.func.num_inputs; i++) {
    const char *hint = entry ? c_value_hint(e, entry->args[i])
                             : ir_sprintf(e->ctx, "arg%u", i);
    CVal val = declare_param(e, t->u.func.inputs[i], hint, &l);
    if (bind)
      c_set(e, entry->args[i], val);
  }
  return l;
}

/* "float *A, int64_t n", or "void". */
static const char *param_text(CEmit *e, const CList *l) {
  const char *s = "";
  for (unsigned i = 0; i < l->n; i++)
    s = ir_sprintf(e->ctx, "%s%s%s%s", s, i ? ", " : "", l->types[i],
                   l->items[i]);
  return l->n ? s : "void";
}

/* The fields of result struct for types ts[0..n): "T r0;\n..." */
static const char *result_fields(CEmit *e, unsigned n, IrType **ts) {
  const char *fields = "";
  for (unsigned k = 0; k < n; k++) {
    IrType *t = ts[k];
    if (t->kind != IR_TYPE_MEMREF) {
      fields = ir_sprintf(e->ctx, "%s  %s r%u;\n", fields, c_type(e, t), k);
      continue;
    }
    const char **suffixes;
    unsigned np = c_memref_suffixes(e, t, &suffixes);
    fields = ir_sprintf(e->ctx, "%s  %s *r%u;\n", fields, c_elem_type(e, t), k);
    for (unsigned i = 0; i < np; i++)
      fields = ir_sprintf(e->ctx, "%s  int64_t r%u_%s;\n", fields, k,
                          suffixes[i]);
  }
  return fields;
}

/* Fills s->ret and s->result_struct for function s, defining the struct. */
static void result_type(CEmit *e, CSymbol *s) {
  IrType *t = func_type(s->op);
  unsigned n = t->u.func.num_results;
  IrType **ts = t->u.func.results;
  if (n == 0 || (n == 1 && ts[0]->kind != IR_TYPE_MEMREF)) {
    s->ret = n ? c_type(e, ts[0]) : "void";
    return;
  }
  const char *tag = ir_sprintf(e->ctx, "%s_result", s->name);
  s->ret = ir_sprintf(e->ctx, "struct %s", tag);
  s->result_struct = true;
  c_define_type(e, tag,
                ir_sprintf(e->ctx, "struct %s {\n%s};\n", tag,
                           result_fields(e, n, ts)));
}

/* Reports the first argument or result type of fn that C cannot pass. */
static bool check_types(CEmit *e, IrOp *fn) {
  IrType *t = func_type(fn);
  for (unsigned i = 0; i < t->u.func.num_inputs + t->u.func.num_results; i++) {
    bool in = i < t->u.func.num_inputs;
    IrType *ty = in ? t->u.func.inputs[i]
                    : t->u.func.results[i - t->u.func.num_inputs];
    bool unranked_result = !in && ty->kind == IR_TYPE_MEMREF &&
                           ty->u.shaped.rank < 0;
    if (!passable(e, ty) && c_layout_is_mapped(e, ty))
      return c_layout_unsupported(e, fn, ty);
    if (!passable(e, ty) || unranked_result)
      return c_unsupported(
          e, fn,
          ir_sprintf(e->ctx, "with %s of type %s", in ? "an argument" : "a result",
                     du_quoted_type(e->ctx, ty)));
  }
  return true;
}

/* "static float f(float *A, int64_t n)" for function s with parameters
 * l. */
static const char *signature(CEmit *e, CSymbol *s, const CList *l) {
  bool local = is_private(s->op) || e->opts->abi == EMIT_ABI_MLIR;
  return ir_sprintf(e->ctx, "%s%s %s(%s)",
                    local && has_body(s->op) ? "static " : "", s->ret,
                    s->name, param_text(e, l));
}

/* The prototype of function s, or NULL after reporting a type C cannot
 * pass. */
static const char *prototype(CEmit *e, CSymbol *s) {
  if (!check_types(e, s->op))
    return NULL;
  result_type(e, s);
  if (ir_stream_is_shell(s->op))
    return c_stream_signature(e, s->op);
  return c_function_signature(e, s);
}

const char *c_function_signature(CEmit *e, CSymbol *s) {
  StrMap *scratch = e->locals = strmap_create();
  e->num_scoped = 0;
  CList l = params(e, s->op, false);
  const char *sig = signature(e, s, &l);
  strmap_destroy(scratch);
  e->locals = NULL;
  return sig;
}

CSymbol *c_name_function(CEmit *e, IrOp *fn) {
  const char *name = sym_name(e, fn);
  if (strcmp(fn->name, "func.func") || !name || is_private(fn) ||
      !has_body(fn))
    return NULL;
  add_symbol(e, fn, name);
  CSymbol *s = strmap_get(e->symbols, name, strlen(name));
  if (!check_types(e, fn))
    return NULL;
  result_type(e, s);
  return s;
}

const char *c_function_prototype(CEmit *e, CSymbol *s) {
  return prototype(e, s);
}

/* The function symbols C needs: not runtime functions, not private
 * functions nobody calls (they would be unused static functions). */
static CSymbol *needed_function(CEmit *e, IrOp *op) {
  if (strcmp(op->name, "func.func"))
    return NULL;
  CSymbol *s = strmap_get(e->symbols, sym_name(e, op), strlen(sym_name(e, op)));
  if (s->runtime || (is_private(op) && !s->called))
    return NULL;
  return s;
}

bool c_emit_prototypes(CEmit *e) {
  bool ok = true;
  IrBlock *top = e->module->regions[0].first;
  for (IrOp *op = top ? top->first : NULL; op; op = op->next) {
    CSymbol *s = needed_function(e, op);
    const char *sig = s ? prototype(e, s) : NULL;
    if (sig)
      fprintf(e->types, "%s;\n", sig);
    ok &= !s || sig;
  }
  fputc('\n', e->types);
  return ok;
}

/* ------------------------------------------------------------ bodies */

/* Writes "(void)p;" for the parameters in l that body never names, so
 * -Wunused-parameter stays quiet. */
static void mark_unused(FILE *file, const CList *l, const char *body) {
  for (unsigned i = 0; i < l->n; i++)
    if (!c_mentions(body, l->items[i]))
      fprintf(file, "  (void)%s;\n", l->items[i]);
}

/* The line of body that declares the variable name of C type type (as
 * c_values.c writes it: "T name;" or "T name = init;"), or NULL; *bare
 * tells the first form. */
static const char *find_declaration(CEmit *e, const char *body,
                                    const char *type, const char *name,
                                    bool *bare) {
  const char *head = ir_sprintf(e->ctx, "%s%s%s", type,
                                type[strlen(type) - 1] == '*' ? "" : " ",
                                name);
  size_t n = strlen(head);
  for (const char *p = strstr(body, head); p; p = strstr(p + 1, head)) {
    const char *line = p;
    while (line > body && line[-1] == ' ')
      line--;
    *bare = p[n] == ';';
    if ((line == body || line[-1] == '\n') && (*bare || p[n] == ' '))
      return line;
  }
  return NULL;
}

/* True when vars names items[i] earlier too (sibling C blocks may reuse a
 * name). */
static bool named_before(const CList *vars, unsigned i) {
  for (unsigned k = 0; k < i; k++)
    if (!strcmp(vars->items[k], vars->items[i]))
      return true;
  return false;
}

/* body with "(void)name;" after the declaration of each memref variable
 * that body writes but never reads (a size no use needs): gcc and clang
 * would warn that it is set but not used. A variable declared without a
 * value gets 0 first, so that the cast reads no indeterminate value. */
static const char *mark_unread_memref_vars(CEmit *e, const char *body) {
  const CList *vars = e->memref_vars;
  for (unsigned i = 0; i < vars->n; i++) {
    const char *name = vars->items[i];
    bool bare;
    if (named_before(vars, i))
      continue;
    const char *line = find_declaration(e, body, vars->types[i], name, &bare);
    if (!line || c_reads(body, name, line))
      continue;
    int indent = (int)strspn(line, " "), len = (int)strcspn(line, "\n");
    body = ir_sprintf(
        e->ctx, "%.*s%.*s%s\n%*s(void)%s; /* written, never read */%s",
        (int)(line - body), body, len - bare, line, bare ? " = 0;" : "",
        indent, "", name, line + len);
  }
  return body;
}

bool c_emit_function(CEmit *e, IrOp *fn, FILE *file) {
  CSymbol *s = needed_function(e, fn);
  if (!s || !has_body(fn))
    return true;
  if (ir_stream_is_shell(fn))
    return c_stream_write_function(e, s, fn, file);
  e->locals = strmap_create();
  e->num_scoped = 0;
  e->values = strmap_create();
  e->labels = strmap_create();
  e->hoisted = strmap_create();
  e->live = strmap_create();
  e->memref_vars = ir_alloc(e->ctx, sizeof *e->memref_vars);
  c_find_live(e, &fn->regions[0]);
  e->func = s;
  e->loc = fn->loc;
  char *body;
  size_t len;
  e->out = c_open_buffer(&body, &len);
  e->indent = 1;
  CList l = params(e, fn, true);
  bool ok = c_emit_region(e, &fn->regions[0]);
  fclose(e->out);
  e->loc = (IrLocation){0};
  const char *text = mark_unread_memref_vars(e, body);
  fprintf(file, "%s {\n", signature(e, s, &l));
  mark_unused(file, &l, text);
  fprintf(file, "%s}\n\n", text);
  free(body);
  strmap_destroy(e->locals);
  strmap_destroy(e->values);
  strmap_destroy(e->labels);
  strmap_destroy(e->hoisted);
  strmap_destroy(e->live);
  e->locals = NULL;
  if (ok && e->opts->abi == EMIT_ABI_MLIR && !is_private(fn))
    ok = c_emit_ciface(e, s, file);
  return ok;
}

/* ------------------------------------------------------------ ops */

/* "a, b, c" of the items of l. */
static const char *join_items(CEmit *e, const CList *l) {
  const char *s = "";
  for (unsigned i = 0; i < l->n; i++)
    s = ir_sprintf(e->ctx, "%s%s%s", s, i ? ", " : "",
                   c_unparen(e->ctx, l->items[i]));
  return s;
}

/* True when op is the last thing its function does. */
static bool ends_function(const IrOp *op) {
  const IrBlock *b = op->parent;
  return !op->next && !b->next && b->parent->parent &&
         !strcmp(b->parent->parent->name, "func.func");
}

static bool emit_return(CEmit *e, IrOp *op) {
  CList l = c_flatten_operands(e, op, 0, op->num_operands);
  if (e->func->result_struct)
    c_line(e, "return (%s){%s};", e->func->ret, join_items(e, &l));
  else if (op->num_operands)
    c_line(e, "return %s;", c_unparen(e->ctx, l.items[0]));
  else if (!ends_function(op))
    c_line(e, "return;");
  return true;
}

/* Binds the results of a call returning struct var. */
static void bind_struct_results(CEmit *e, IrOp *op, const char *var) {
  for (unsigned k = 0; k < op->num_results; k++) {
    IrValue *r = op->results[k];
    const char *field = ir_sprintf(e->ctx, "%s.r%u", var, k);
    if (r->type->kind != IR_TYPE_MEMREF) {
      c_set_expr(e, r, field);
      continue;
    }
    const char **suffixes;
    unsigned n = c_memref_suffixes(e, r->type, &suffixes);
    const char **parts = ir_alloc(e->ctx, (n + 1) * sizeof *parts);
    for (unsigned i = 0; i < n; i++)
      parts[i] = ir_sprintf(e->ctx, "%s_%s", field, suffixes[i]);
    c_set(e, r, (CVal){.mem = c_memref_from_parts(e, r->type, field, parts)});
  }
}

/* The arguments of a call to the print runtime: a ranked memref goes as
 * a pointer to its descriptor, an unranked one as rank and pointer. */
static const char *runtime_args(CEmit *e, const IrOp *op) {
  const char *s = "";
  for (unsigned i = 0; i < op->num_operands; i++) {
    CVal *v = c_val(e, ir_op_operand(op, i));
    const char *arg =
        v->mem    ? ir_sprintf(e->ctx, "&%s", c_memref_desc(e, v->mem, "desc"))
        : v->desc ? ir_sprintf(e->ctx, "%s, %s", v->rank, v->desc)
                  : c_unparen(e->ctx, c_expr(e, ir_op_operand(op, i)));
    s = ir_sprintf(e->ctx, "%s%s%s", s, i ? ", " : "", arg);
  }
  return s;
}

/* Emits call, the C call of op, and binds op's results: returned in a
 * struct of type ret_struct, or directly when that is NULL. */
static void emit_call_text(CEmit *e, IrOp *op, const char *call,
                           const char *ret_struct) {
  bool used = false;
  for (unsigned k = 0; k < op->num_results; k++)
    used |= c_used(e, op->results[k]);
  if (!used) {
    c_line(e, "%s;", call);
  } else if (ret_struct) {
    const char *var = c_fresh(e, op->results[0]->name ? op->results[0]->name : "call");
    c_line(e, "%s %s = %s;", ret_struct, var, call);
    bind_struct_results(e, op, var);
  } else {
    c_declare(e, op->results[0], call);
  }
}

static bool emit_call(CEmit *e, IrOp *op) {
  CSymbol *s = c_symbol(e, ir_op_attr(op, "callee"));
  if (!s)
    return c_unsupported(e, op, "of a nested symbol");
  const char *call;
  if (s->runtime) {
    c_use(e, C_PIECE_PRINT);
    call = ir_sprintf(e->ctx, "%s(%s)", s->runtime, runtime_args(e, op));
  } else {
    CList args = c_flatten_operands(e, op, 0, op->num_operands);
    call = ir_sprintf(e->ctx, "%s(%s)", s->name, join_items(e, &args));
  }
  emit_call_text(e, op, call, s->result_struct ? s->ret : NULL);
  return true;
}

/* The function's C name, which C turns into its address. A runtime
 * function takes memrefs as descriptors: only one without memref
 * parameters has the plain ABI's signature. */
static bool emit_constant(CEmit *e, IrOp *op) {
  CSymbol *s = c_symbol(e, ir_op_attr(op, "value"));
  IrType *t = op->results[0]->type;
  bool memrefs = false;
  for (unsigned i = 0; i < t->u.func.num_inputs; i++)
    memrefs |= t->u.func.inputs[i]->kind == IR_TYPE_MEMREF;
  if (!s || strcmp(s->op->name, "func.func") || (s->runtime && memrefs) ||
      !c_type(e, t))
    return c_unsupported(e, op, "of this function");
  if (s->runtime)
    c_use(e, C_PIECE_PRINT);
  c_bind(e, op->results[0], s->runtime ? s->runtime : s->name, false);
  return true;
}

static bool emit_call_indirect(CEmit *e, IrOp *op) {
  if (!c_type(e, ir_op_operand(op, 0)->type))
    return c_unsupported(e, op, "of a function C cannot point to");
  CList args = c_flatten_operands(e, op, 1, op->num_operands - 1);
  emit_call_text(e, op,
                 ir_sprintf(e->ctx, "%s(%s)", c_paren(e->ctx, c_operand(e, op, 0)),
                            join_items(e, &args)),
                 NULL);
  return true;
}

const COpRow c_rows_func[] = {
    {"func.return", emit_return},
    {"func.call", emit_call},
    {"func.call_indirect", emit_call_indirect},
    {"func.constant", emit_constant},
    {NULL, NULL},
};
