/*
 * emit_c_cf.c - regions of several blocks: labels, gotos and the cf
 * dialect.
 *
 * Only unstructured control flow in the input becomes gotos. Each block
 * that some branch targets gets a label (its MLIR label when it has one:
 * ^bb2 -> bb2); its arguments are variables declared before the first
 * block, and a branch assigns them, all at once, before its goto. A value
 * used in a block other than its own is declared there too (C requires a
 * declaration to come before every use in the text, and blocks need not
 * be in dominance order). Blocks no branch reaches are left out.
 */
#include <string.h>

#include "c_emit.h"
#include "ir/diag.h"

static void *block_label(CEmit *e, const IrBlock *b) {
  return c_map_get(e->labels, b);
}

static void set_label(CEmit *e, IrBlock *b, const char *label) {
  c_map_put(e, e->labels, b, (void *)label);
}

/* The block of region r holding op (op itself or an ancestor). */
static const IrBlock *block_in(const IrRegion *r, const IrOp *op) {
  while (op && op->parent && op->parent->parent != r)
    op = op->parent->parent ? op->parent->parent->parent : NULL;
  return op ? op->parent : NULL;
}

/* Labels every branch target of r. */
static void label_targets(CEmit *e, IrRegion *r) {
  for (IrBlock *b = r->first; b; b = b->next) {
    IrOp *t = ir_block_terminator(b);
    for (unsigned s = 0; t && s < t->num_successors; s++) {
      IrBlock *target = t->successors[s];
      if (!block_label(e, target))
        set_label(e, target,
                c_fresh_label(e, target->label ? target->label : "bb"));
    }
  }
}

/* True when op is a scalar constant: a literal, valid anywhere. */
static bool is_scalar_constant(const IrOp *op) {
  return !strcmp(op->name, "arith.constant") &&
         op->results[0]->type->kind != IR_TYPE_VECTOR;
}

/* Declares block arguments and values used outside their block (scalar
 * constants are bound to their literals instead). */
static void hoist(CEmit *e, IrRegion *r) {
  for (IrBlock *b = r->first; b; b = b->next) {
    if (b != r->first && block_label(e, b))
      c_vars(e, b->num_args, b->args, NULL, NULL);
    for (IrOp *op = b->first; op; op = op->next)
      for (unsigned k = 0; k < op->num_results && !is_scalar_constant(op); k++)
        for (IrUse *u = op->results[k]->first_use; u; u = u->next)
          if (c_is_live(e, u->owner) && block_in(r, u->owner) != b) {
            c_hoist(e, op->results[k]);
            break;
          }
  }
}

/* Binds the scalar constants of r's blocks up front: a block may use one
 * defined in a block written after it. */
static void bind_constants(CEmit *e, IrRegion *r) {
  for (IrBlock *b = r->first; b; b = b->next)
    for (IrOp *op = b->first; op; op = op->next)
      if (is_scalar_constant(op))
        c_bind_constant(e, op);
}

bool c_emit_blocks(CEmit *e, IrRegion *r) {
  label_targets(e, r);
  hoist(e, r);
  bind_constants(e, r);
  bool ok = true;
  for (IrBlock *b = r->first; b; b = b->next) {
    const char *label = block_label(e, b);
    if (b != r->first && !label)
      continue;
    if (b != r->first) {
      e->indent--;
      c_line(e, "%s:;", label);
      e->indent++;
    }
    ok &= c_emit_block(e, b, false);
  }
  return ok;
}

bool c_emit_exit_blocks(CEmit *e, IrRegion *r, const CList *results) {
  const char *saved_label = e->exit_label;
  const CList *saved_vars = e->exit_vars;
  e->exit_label = c_fresh_label(e, "done");
  e->exit_vars = results;
  unsigned mark = c_mark(e);
  c_open(e, "{");
  bool ok = c_emit_blocks(e, r);
  c_close(e, mark, "}");
  e->indent--;
  c_line(e, "%s:;", e->exit_label);
  e->indent++;
  e->exit_label = saved_label;
  e->exit_vars = saved_vars;
  return ok;
}

/* ------------------------------------------------------------ branches */

/* Assigns operands first.. (n) of op to the arguments of block b and
 * jumps there. */
static void branch(CEmit *e, const IrOp *op, unsigned first, unsigned n,
                   IrBlock *b) {
  CList dst = c_flatten(e, b->num_args, b->args);
  CList src = c_flatten_operands(e, op, first, n);
  c_assign(e, &dst, &src);
  c_line(e, "goto %s;", (const char *)block_label(e, b));
}

static bool emit_br(CEmit *e, IrOp *op) {
  branch(e, op, 0, op->num_operands, op->successors[0]);
  return true;
}

static bool emit_cond_br(CEmit *e, IrOp *op) {
  unsigned nt, nf, t = ir_op_segment(op, 1, &nt), f = ir_op_segment(op, 2, &nf);
  unsigned mark = c_mark(e);
  c_open(e, "if (%s) {", c_unparen(e->ctx, c_operand(e, op, 0)));
  branch(e, op, t, nt, op->successors[0]);
  c_close(e, mark, "}");
  branch(e, op, f, nf, op->successors[1]);
  return true;
}

/* cf.switch: successor 0 is the default, successor i + 1 case i. */
static bool emit_switch(CEmit *e, IrOp *op) {
  IrAttr *values = ir_op_attr(op, "case_values");
  IrAttr *segs = ir_op_attr(op, "case_operand_segments");
  unsigned nd, d = ir_op_segment(op, 1, &nd), nc;
  unsigned next = ir_op_segment(op, 2, &nc);
  c_line(e, "switch (%s) {", c_unparen(e->ctx, c_operand(e, op, 0)));
  for (unsigned i = 0; values && i < values->u.dense.num; i++) {
    unsigned n = (unsigned)segs->u.dense_array.ints[i];
    unsigned mark = c_mark(e);
    c_open(e, "case %lld: {",
           (long long)values->u.dense.elems[i]->u.integer.value);
    branch(e, op, next, n, op->successors[i + 1]);
    c_close(e, mark, "}");
    next += n;
  }
  unsigned mark = c_mark(e);
  c_open(e, "default: {");
  branch(e, op, d, nd, op->successors[0]);
  c_close(e, mark, "}");
  c_line(e, "}");
  return true;
}

/* cf.assert: MLIR aborts when the condition is false. */
static bool emit_assert(CEmit *e, IrOp *op) {
  c_line(e, "if (!%s)", c_paren(e->ctx, c_operand(e, op, 0)));
  c_line(e, "  abort();");
  return true;
}

/* scf.yield in a block of a multi-block scf.execute_region. */
static bool emit_exit_yield(CEmit *e, IrOp *op) {
  if (!e->exit_label)
    return c_unsupported(e, op, "here");
  CList src = c_flatten_operands(e, op, 0, op->num_operands);
  c_assign(e, e->exit_vars, &src);
  c_line(e, "goto %s;", e->exit_label);
  return true;
}

const COpRow c_rows_cf[] = {
    {"cf.br", emit_br},
    {"cf.cond_br", emit_cond_br},
    {"cf.switch", emit_switch},
    {"cf.assert", emit_assert},
    {"scf.yield", emit_exit_yield},
    {NULL, NULL},
};
