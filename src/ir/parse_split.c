/*
 * parse_split.c - reading the second half of a big streamed input on a
 * second thread (parse_state.h).
 *
 * When a module is only printed (stream.h), its functions are read,
 * verified and printed one by one, and nothing but symbols ties one to
 * the next: the text after a top-level op can be read on its own. So once
 * the first top-level op is read, the parser picks a point S near the
 * middle of the rest where a line starts right after a line "}", and
 * starts a thread that reads from S to the end into a sibling context
 * (context.h), with the aliases defined so far. The parser reads on up to
 * S and stops there if S falls between top-level ops (lex.c checks the
 * brackets, ps_split_may_stop the rest), then waits for the thread and
 * appends its ops: shells, and the ops it keeps whole, which the final
 * verify checks with the others.
 *
 * The result is the one a single parse gives, diagnostics included. The
 * thread's diagnostics are held back until the parser reaches S, and its
 * work is thrown away (the parser then reads on from S itself) whenever
 * it might differ: when the thread meets an error or a name defined
 * before S (it knows only the aliases defined before it started), when
 * the parser defines an alias after it started, and when S is not
 * between ops. Top-level SSA values and forward references stop a split,
 * as they tie ops together.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "context.h"
#include "parse_state.h"
#include "stream.h"

/* Below this much text after the first op, a thread does not pay. */
enum { SPLIT_MIN_BYTES = 1 << 20 };

typedef struct Split {
  pthread_t thread;
  IrContext *ctx; /* the thread's: a sibling of the parser's */
  IrOp *module;   /* the thread's module: its ops are the result */
  ParseRange range;
  size_t from;    /* a line start before range.start the parser had read */
  int from_line;  /* and its number: the thread counts lines from there */
  unsigned num_aliases; /* the parser's aliases when the thread started */
  atomic_bool cancel;
  bool ok;        /* the thread read its range without error */
  char *diag;     /* the thread's diagnostics */
  size_t diag_len;
  FILE *diag_out;
} Split;

/* The least size of the rest of the text worth splitting, or 0 where a
 * split never pays (one core). AFFC_TEST_SPLIT_BYTES sets it, so tests
 * can split small files. */
static size_t split_min_bytes(void) {
  const char *test = getenv("AFFC_TEST_SPLIT_BYTES");
  if (test)
    return (size_t)strtoull(test, NULL, 10);
  return sysconf(_SC_NPROCESSORS_ONLN) > 1 ? SPLIT_MIN_BYTES : 0;
}

/* The first byte at or after from of a line that follows a line "}" (and
 * empty lines) and starts with something other than space, '}' or a
 * comment; 0 if none. */
static size_t split_point(const char *text, size_t len, size_t from) {
  for (size_t i = from; i + 3 < len; i++) {
    const char *p = memchr(text + i, '\n', len - i);
    if (!p)
      return 0;
    i = (size_t)(p - text);
    if (i + 3 >= len || p[1] != '}' || p[2] != '\n')
      continue;
    size_t at = i + 3;
    while (at < len && (text[at] == '\n' || text[at] == '\r'))
      at++;
    char c = at < len ? text[at] : ' ';
    if (c != ' ' && c != '\t' && c != '}' && c != '/')
      return at;
  }
  return 0;
}

/* The number of newlines in text[0..len): a plain loop, which the
 * compiler vectorizes, where memchr would pay a call per short line. */
static int count_newlines(const char *text, size_t len) {
  size_t n = 0;
  for (size_t i = 0; i < len; i++)
    n += text[i] == '\n';
  return (int)n;
}

static void *split_thread(void *arg) {
  Split *sp = arg;
  ParseRange *r = &sp->range;
  r->line = sp->from_line +
            count_newlines(r->text + sp->from, r->start - sp->from);
  unsigned errors = ir_diag_error_count(sp->ctx);
  sp->ok = ps_parse_range(r) && ir_diag_error_count(sp->ctx) == errors;
  return NULL;
}

/* The state of a thread that reads from at: a sibling context that
 * streams, holding its diagnostics back, with the aliases defined so far. */
static Split *split_new(ParseState *ps, size_t at) {
  LexState *ls = ps->lex;
  Split *sp = calloc(1, sizeof *sp);
  if (!sp)
    ir_oom();
  sp->ctx = ir_context_create_sibling(ps->ctx);
  sp->diag_out = open_memstream(&sp->diag, &sp->diag_len);
  if (!sp->diag_out)
    ir_oom();
  ir_diag_set_stream(sp->ctx, sp->diag_out);
  ir_diag_add_source(sp->ctx, ls->file, ls->text, ls->len);
  ir_stream_enable_like(sp->ctx, ps->ctx);
  const IrOpDef *mdef = ps->top->parent->parent->def;
  sp->module = ir_op_create(sp->ctx, mdef, mdef->name,
                            (IrLocation){ls->file, 1, 1}, 0, NULL, 0, NULL, 1,
                            0, NULL, NULL);
  sp->range = (ParseRange){
      .ctx = sp->ctx, .module = sp->module, .file = ls->file,
      .text = ls->text, .len = ls->len, .mapped = ls->mapped, .start = at,
      .attr_aliases = strmap_copy(ps->attr_aliases),
      .type_aliases = strmap_copy(ps->type_aliases), .cancel = &sp->cancel};
  sp->from = ls->line_start;
  sp->from_line = ls->line;
  sp->num_aliases = ps->num_aliases;
  atomic_init(&sp->cancel, false);
  return sp;
}

/* Frees sp; its context lives on with the parser's. */
static void split_free(Split *sp) {
  fclose(sp->diag_out);
  free(sp->diag);
  free(sp);
}

void ps_split_maybe_start(ParseState *ps) {
  ps->may_split = false; /* one try, after the first top-level op */
  LexState *ls = ps->lex;
  size_t min = split_min_bytes(), rest = ls->len - ls->offset;
  if (!ir_stream_may_split(ps->ctx) || !min || rest < min ||
      !ps_unattached(ps))
    return;
  /* a little past the middle: the thread first counts the lines before
     its start, which also faults in the pages the parser reads next */
  size_t at = split_point(ls->text, ls->len, ls->offset + rest / 100 * 51);
  if (!at)
    return;
  Split *sp = split_new(ps, at);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64 << 20); /* deep nests recurse */
  if (pthread_create(&sp->thread, &attr, split_thread, sp) == 0) {
    ps->split = sp;
    ls->split_at = at;
  } else {
    strmap_destroy(sp->range.attr_aliases);
    strmap_destroy(sp->range.type_aliases);
    split_free(sp);
  }
  pthread_attr_destroy(&attr);
}

/* Moves the thread's top-level ops to the end of the parser's. */
static void append_ops(ParseState *ps, IrOp *module) {
  IrBlock *from = module->regions[0].first;
  for (IrOp *op = from ? from->first : NULL, *next; op; op = next) {
    next = op->next;
    op->prev = op->next = NULL;
    ir_block_append_op(ps->top, op);
  }
}

bool ps_split_join(ParseState *ps, bool ok) {
  Split *sp = ps->split;
  if (!sp)
    return false;
  bool stopped = ok && ps->lex->split_taken;
  if (!stopped)
    atomic_store(&sp->cancel, true);
  pthread_join(sp->thread, NULL);
  fflush(sp->diag_out);
  bool use = stopped && sp->ok && ps_unattached(ps) &&
             ps->num_aliases == sp->num_aliases;
  if (use) {
    append_ops(ps, sp->module);
    FILE *out = ps->ctx->diag_out ? ps->ctx->diag_out : stderr;
    fwrite(sp->diag, 1, sp->diag_len, out);
  } else {
    ir_stream_destroy(sp->ctx);
  }
  split_free(sp);
  ps->split = NULL;
  ps->lex->split_taken = false;
  return stopped && !use;
}
