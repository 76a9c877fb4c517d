/*
 * stream.c - reading a module for printing only, one function at a time
 * (stream.h).
 */
#include "stream.h"

#include <stdlib.h>

#include "context.h"
#include "diag.h"
#include "printer.h"
#include "strmap.h"
#include "verifier.h"
#include "../dialects/dialect.h"

/* A shell's text, in the stream's printer. The record outlives the map
 * that points at it (context arena), and its `shell` field is the map's
 * key: the shell's address, as bytes. */
typedef struct ShellText {
  const IrOp *shell;
  const char *text;
  size_t len;
  void *data; /* the stream printer's */
} ShellText;

struct StreamState {
  IrStreamPrinter custom; /* custom.print NULL: MLIR, with printer */
  IrStreamPasses passes;  /* passes.run NULL: none */
  void *pass_state;       /* passes.begin's, made on first use */
  IrPrinter *printer; /* holds the streamed ops' MLIR text */
  StrMap *shells;     /* shell address -> ShellText */
  ArenaMark op_start; /* the body arena before the op being read */
  bool started;
};

/* Shells verify as nothing and print as their text (ir_stream_text). */
static const IrOpDef shell_def = {.name = "affc.streamed"};

void ir_stream_enable(IrContext *ctx, const IrStreamPrinter *printer) {
  if (ctx->stream)
    return;
  StreamState *s = calloc(1, sizeof *s);
  if (!s)
    ir_oom();
  s->shells = strmap_create();
  if (printer)
    s->custom = *printer;
  else
    s->printer = ir_top_level_printer_create(ctx);
  ctx->stream = s;
}

void ir_stream_set_passes(IrContext *ctx, const IrStreamPasses *passes) {
  if (ctx->stream)
    ctx->stream->passes = *passes;
}

void ir_stream_enable_like(IrContext *sibling, const IrContext *owner) {
  ir_stream_enable(sibling, NULL);
  if (owner->stream)
    ir_stream_set_passes(sibling, &owner->stream->passes);
}

void *ir_stream_printer_arg(const IrContext *ctx) {
  return ctx->stream ? ctx->stream->custom.arg : NULL;
}

bool ir_stream_may_split(const IrContext *ctx) {
  return ctx->stream && !ctx->stream->custom.print;
}

void ir_stream_begin(IrContext *ctx) {
  if (ctx->stream) {
    ctx->stream->op_start = arena_mark(&ctx->body);
    ctx->stream->started = true;
  }
}

static bool attr_has_symref(const IrAttr *a) {
  if (!a)
    return false;
  switch (a->kind) {
  case IR_ATTR_SYMBOL_REF:
    return true;
  case IR_ATTR_ARRAY:
    for (unsigned i = 0; i < a->u.array.num; i++)
      if (attr_has_symref(a->u.array.elems[i]))
        return true;
    return false;
  case IR_ATTR_DICT:
    for (unsigned i = 0; i < a->u.dict.num; i++)
      if (attr_has_symref(a->u.dict.entries[i].value))
        return true;
    return false;
  default:
    return false;
  }
}

/* True when op or an op inside it names a symbol in its attributes, as
 * MLIR's symbol uses are found. */
static bool uses_symbols(const IrOp *op) {
  if (attr_has_symref(op->attrs) || attr_has_symref(op->props))
    return true;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (const IrBlock *b = op->regions[r].first; b; b = b->next)
      for (const IrOp *o = b->first; o; o = o->next)
        if (uses_symbols(o))
          return true;
  return false;
}

/* True when op may be printed and given back now: a function-like op
 * (isolated from above, no results, not a symbol table) that names no
 * symbol and verifies without a word. */
static bool streamable(IrContext *ctx, IrOp *module, IrOp *op) {
  if (op->num_results || !op->num_regions ||
      !ir_op_has_trait(op, IR_TRAIT_ISOLATED) ||
      ir_op_has_trait(op, IR_TRAIT_SYMBOL_TABLE) || uses_symbols(op))
    return false;
  ir_diag_mute(ctx);
  ir_verify_top_level_op(ctx, module, op);
  return ir_diag_unmute(ctx) == 0;
}

/* Runs the stream's passes on op, a function that verified quietly, as
 * on a context with no parse under way (the parser's scratch vectors are
 * for the op being read), in scratch memory: what passes build that
 * outlives them is IR (the body arena) or uniqued, and what they keep
 * from one function to the next is their own. False after an error. */
static bool transform(IrContext *ctx, StreamState *s, IrOp *module, IrOp *op) {
  if (!s->passes.run)
    return true;
  if (!s->pass_state)
    s->pass_state = s->passes.begin(s->passes.arg, ctx);
  struct ParseState *parse = ctx->parse;
  ctx->parse = NULL;
  ir_scratch_begin(ctx);
  bool ok = s->passes.run(s->pass_state, module, op);
  ir_scratch_end(ctx);
  ctx->parse = parse;
  return ok;
}

/* Prints op to the stream's text and returns the record of where, or
 * NULL when the stream's printer keeps op whole. */
static ShellText *print_text(IrContext *ctx, StreamState *s, IrOp *op) {
  ShellText t = {0};
  if (s->custom.print) {
    if (!s->custom.print(s->custom.arg, ctx, op, &t.text, &t.len, &t.data))
      return NULL;
  } else {
    t.text = ir_print_top_level_op(s->printer, op, &t.len);
  }
  ShellText *kept = ir_alloc(ctx, sizeof *kept);
  *kept = t;
  return kept;
}

/* Replaces op, the last op of its block, by a shell printed as t, and
 * gives op's memory back. */
static void replace_by_shell(IrContext *ctx, StreamState *s, IrOp *op,
                             ShellText *t) {
  IrBlock *block = op->parent;
  const char *name = op->name;
  IrLocation loc = op->loc;
  IrAttr *attrs = op->attrs;
  block->last = op->prev;
  if (op->prev)
    op->prev->next = NULL;
  else
    block->first = NULL;
  arena_release(&ctx->body, s->op_start);
  IrOp *shell = ir_op_create(ctx, &shell_def, name, loc, 0, NULL, 0, NULL, 0,
                             0, NULL, attrs);
  ir_block_append_op(block, shell);
  t->shell = shell;
  strmap_put(s->shells, (const char *)&t->shell, sizeof t->shell, t);
}

void ir_stream_top_level_op(IrContext *ctx, IrOp *module, IrOp *op,
                            bool clean) {
  StreamState *s = ctx->stream;
  if (!s || !s->started)
    return;
  ShellText *t;
  if (clean && streamable(ctx, module, op) && transform(ctx, s, module, op) &&
      (t = print_text(ctx, s, op)))
    replace_by_shell(ctx, s, op, t);
  s->op_start = arena_mark(&ctx->body);
}

/* The record of op in ctx's stream, if op is one of its shells. */
static const ShellText *shell_text(const IrContext *ctx, const IrOp *op) {
  const StreamState *s = ctx->stream;
  return s ? strmap_get(s->shells, (const char *)&op, sizeof op) : NULL;
}

/* The record of shell op, in ctx's stream or a sibling's, or NULL. */
static const ShellText *find_shell(IrContext *ctx, const IrOp *op) {
  if (op->def != &shell_def)
    return NULL;
  const ShellText *t = shell_text(ctx, op);
  for (const IrContext *c = ctx->siblings; !t && c; c = c->next_sibling)
    t = shell_text(c, op);
  return t;
}

const char *ir_stream_text(IrContext *ctx, const IrOp *op, size_t *len) {
  const ShellText *t = find_shell(ctx, op);
  if (!t)
    return NULL;
  *len = t->len;
  return t->text;
}

void *ir_stream_data(IrContext *ctx, const IrOp *op) {
  const ShellText *t = find_shell(ctx, op);
  return t ? t->data : NULL;
}

bool ir_stream_is_shell(const IrOp *op) { return op->def == &shell_def; }

void ir_stream_destroy(IrContext *ctx) {
  StreamState *s = ctx->stream;
  if (!s)
    return;
  if (s->printer)
    ir_top_level_printer_destroy(s->printer);
  if (s->custom.destroy)
    s->custom.destroy(s->custom.arg);
  if (s->pass_state)
    s->passes.end(s->pass_state);
  strmap_destroy(s->shells);
  free(s);
  ctx->stream = NULL;
}
