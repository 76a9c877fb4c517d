/*
 * emit_c_scf.c - the scf dialect's structured control flow.
 *
 * scf.for is a C for loop like affine.for (over the unsigned C type when
 * its bounds compare unsigned); scf.if an if (or ?: when both
 * branches only yield); scf.while a `while (1)` loop whose before region
 * ends in `if (!cond) break;`; scf.parallel nested for loops (shared out
 * among threads by c_omp.c), each scf.reduce folding its value into the
 * accumulator through the reduction's own region; scf.execute_region (and
 * memref.alloca_scope, through c_emit_scope) a braced block;
 * scf.index_switch a switch. Results live in variables declared before
 * the op (c_vars).
 */
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"

/* The C type of an scf.for induction variable: index or an integer C
 * holds exactly (i8 .. i64). */
static const char *iv_type(CEmit *e, const IrType *t) {
  if (t->kind == IR_TYPE_INDEX)
    return "int64_t";
  unsigned w = t->kind == IR_TYPE_INTEGER ? t->u.integer.width : 0;
  return w == 8 || w == 16 || w == 32 || w == 64 ? c_scalar_type(t) : NULL;
}

/* The header of an scf.for whose bounds compare unsigned: the loop runs
 * over the unsigned C type (wrapping like MLIR's increment, never
 * overflowing), and the induction variable is that converted back. */
static unsigned unsigned_header(CEmit *e, IrOp *op, IrValue *iv,
                                const char *type) {
  const char *utype = ir_sprintf(e->ctx, "u%s", type), *bound[3];
  for (unsigned i = 0; i < 3; i++)
    bound[i] = ir_sprintf(e->ctx, "(%s)%s", utype,
                          c_paren(e->ctx, c_operand(e, op, i)));
  unsigned mark = c_for_header(e, iv, utype, bound[0], bound[1], bound[2]);
  c_set_expr(e, iv, ir_sprintf(e->ctx, "(%s)%s", type, c_expr(e, iv)));
  return mark;
}

static bool emit_for(CEmit *e, IrOp *op) {
  IrBlock *body = op->regions[0].first;
  IrValue *iv = body->args[0];
  const char *type = iv_type(e, iv->type);
  if (!type)
    return c_unsupported(e, op, "with this induction variable type");
  unsigned n = op->num_operands - 3;
  CList init = c_flatten_operands(e, op, 3, n);
  CList vars = c_vars(e, n, body->args + 1, op->results, &init);
  unsigned omp = c_omp_begin_region(e, op);
  unsigned mark = ir_op_attr(op, "unsignedCmp")
                      ? unsigned_header(e, op, iv, type)
                      : c_for_header(e, iv, type, c_operand(e, op, 0),
                                     c_operand(e, op, 1), c_operand(e, op, 2));
  c_yield_to(e, c_emit_body(e, &op->regions[0]), &vars);
  c_close(e, mark, "}");
  c_omp_end(e, omp);
  return true;
}

static bool emit_if(CEmit *e, IrOp *op) {
  return c_emit_if(e, op, c_operand(e, op, 0));
}

static bool emit_while(CEmit *e, IrOp *op) {
  IrBlock *before = op->regions[0].first, *after = op->regions[1].first;
  CList init = c_flatten_operands(e, op, 0, op->num_operands);
  CList args = c_vars(e, before->num_args, before->args, NULL, &init);
  CList results = c_vars(e, op->num_results, op->results, after->args, NULL);
  unsigned mark = c_mark(e);
  c_open(e, "while (1) {");
  IrOp *cond = c_emit_body(e, &op->regions[0]);
  CList forwarded = c_flatten_operands(e, cond, 1, cond->num_operands - 1);
  c_assign(e, &results, &forwarded);
  c_line(e, "if (!%s)", c_paren(e->ctx, c_operand(e, cond, 0)));
  c_line(e, "  break;");
  c_yield_to(e, c_emit_body(e, &op->regions[1]), &args);
  c_close(e, mark, "}");
  return true;
}

/* Folds the operands of scf.reduce into the accumulators vars, each
 * through its reduction region (lhs the accumulator, rhs the value). */
static void emit_reduce(CEmit *e, IrOp *reduce, const CList *vars) {
  for (unsigned k = 0; reduce && k < reduce->num_operands; k++) {
    IrBlock *b = reduce->regions[k].first;
    if (!vars->items[k] || !b)
      continue;
    c_set_expr(e, b->args[0], vars->items[k]);
    c_set_expr(e, b->args[1], c_operand(e, reduce, k));
    bool braces = b->first != ir_block_terminator(b);
    unsigned mark = c_mark(e);
    if (braces)
      c_open(e, "{");
    IrOp *ret = c_emit_body(e, &reduce->regions[k]);
    const char *value = c_unparen(e->ctx, c_operand(e, ret, 0));
    if (strcmp(vars->items[k], value)) /* a region returning its lhs */
      c_line(e, "%s = %s;", vars->items[k], value);
    if (braces)
      c_close(e, mark, "}");
  }
}

/* The kind of each reduction of scf.parallel op whose region is one arith
 * op combining its two arguments (AFFINE_RED_ASSIGN for other regions,
 * which c_omp.c never shares out). */
static int64_t *reduce_kinds(CEmit *e, const IrOp *op) {
  int64_t *kinds = ir_alloc(e->ctx, (op->num_results + 1) * sizeof *kinds);
  IrBlock *body = op->regions[0].first;
  IrOp *reduce = body ? ir_block_terminator(body) : NULL;
  for (unsigned k = 0; k < op->num_results; k++) {
    IrBlock *b = reduce && k < reduce->num_regions ? reduce->regions[k].first
                                                   : NULL;
    IrOp *comb = b ? b->first : NULL;
    int kind = comb && comb->next == ir_block_terminator(b) &&
                       comb->num_operands == 2 && comb->num_results == 1
                   ? affine_reduction_of_op(comb->name)
                   : -1;
    bool args = kind >= 0 && ((ir_op_operand(comb, 0) == b->args[0] &&
                               ir_op_operand(comb, 1) == b->args[1]) ||
                              (ir_op_operand(comb, 0) == b->args[1] &&
                               ir_op_operand(comb, 1) == b->args[0]));
    bool returned = kind >= 0 &&
                    ir_op_operand(comb->next, 0) == comb->results[0];
    kinds[k] = args && returned ? kind : AFFINE_RED_ASSIGN;
  }
  return kinds;
}

static bool emit_parallel(CEmit *e, IrOp *op) {
  IrBlock *body = op->regions[0].first;
  unsigned n, ninit, lb = ir_op_segment(op, 0, &n);
  unsigned ub = ir_op_segment(op, 1, &n), step = ir_op_segment(op, 2, &n);
  unsigned init_at = ir_op_segment(op, 3, &ninit);
  CList init = c_flatten_operands(e, op, init_at, ninit);
  CList vars = c_vars(e, op->num_results, op->results, NULL, &init);
  const char **lbs = ir_alloc(e->ctx, (2 * n + 1) * sizeof *lbs);
  const char **ubs = lbs + n;
  for (unsigned d = 0; d < n; d++) {
    lbs[d] = c_operand(e, op, lb + d);
    ubs[d] = c_operand(e, op, ub + d);
  }
  unsigned omp = c_omp_begin_loop(e, op, n, lbs, ubs, reduce_kinds(e, op),
                                  &vars);
  unsigned mark = c_mark(e);
  for (unsigned d = 0; d < n; d++)
    c_for_header(e, body->args[d], "int64_t", lbs[d], ubs[d],
                 c_operand(e, op, step + d));
  emit_reduce(e, c_emit_body(e, &op->regions[0]), &vars);
  for (unsigned d = n; d > 0; d--)
    c_close(e, d == 1 ? mark : c_mark(e), "}");
  c_omp_end(e, omp);
  return true;
}

bool c_emit_scope(CEmit *e, IrOp *op) {
  CList vars = c_vars(e, op->num_results, op->results, NULL, &c_no_init);
  IrRegion *r = &op->regions[0];
  if (r->first && r->first->next)
    return c_emit_exit_blocks(e, r, &vars);
  unsigned mark = c_mark(e);
  c_open(e, "{");
  c_yield_to(e, c_emit_body(e, r), &vars);
  c_close(e, mark, "}");
  return true;
}

/* scf.index_switch: region 0 is the default, region i + 1 case i. */
static bool emit_index_switch(CEmit *e, IrOp *op) {
  IrAttr *cases = ir_op_attr(op, "cases");
  CList vars = c_vars(e, op->num_results, op->results, NULL, &c_no_init);
  c_line(e, "switch (%s) {", c_unparen(e->ctx, c_operand(e, op, 0)));
  for (unsigned r = 1; r <= op->num_regions; r++) {
    unsigned region = r % op->num_regions, mark = c_mark(e);
    if (region)
      c_open(e, "case %lld: {",
             (long long)cases->u.dense_array.ints[region - 1]);
    else
      c_open(e, "default: {");
    c_yield_to(e, c_emit_body(e, &op->regions[region]), &vars);
    c_line(e, "break;");
    c_close(e, mark, "}");
  }
  c_line(e, "}");
  return true;
}

const COpRow c_rows_scf[] = {
    {"scf.for", emit_for},
    {"scf.if", emit_if},
    {"scf.while", emit_while},
    {"scf.parallel", emit_parallel},
    {"scf.execute_region", c_emit_scope},
    {"scf.index_switch", emit_index_switch},
    {NULL, NULL},
};
