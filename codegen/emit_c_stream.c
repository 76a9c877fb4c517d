/*
 * emit_c_stream.c - --emit=c function by function, while the input is
 * read (ir/stream.h), so that memory holds one function's IR at a time.
 *
 * Each public function that verifies on its own is emitted as soon as it
 * is read, by a CEmit of its own, in scratch memory (ir_scratch_begin),
 * and what the rest of the file needs of it is kept with its shell (a
 * CStreamed): its C text, the C name the text gives it, its prototype,
 * the type definitions its prototype and body asked for, in order, and
 * the runtime pieces it uses. The module's emission
 * (emit_c.c) then writes the shells' prototypes as for any function,
 * replays each shell's type definitions where its body would have made
 * them, and writes its text where it belongs, straight from the shell
 * (not copied into the functions part first): the output is byte for
 * byte the one of the whole module.
 *
 * A function's names depend on the rest of the file: a local takes _1
 * where a function of the same name exists, even one defined later. So
 * every name a streamed function took as free of file-scope names is
 * noted, and if the module's file-scope names turn out to include one, or
 * a streamed function's own C name changes, the emission is stale: the
 * driver reads the input again whole (emit_c_stream_stale). A function
 * that needs a file-scope name of its own (a function pointer typedef),
 * says anything (errors, warnings), or is private (emitted only if called)
 * stays whole.
 *
 * Passes (-O1 and up) work on the whole module, so only -O0 streams.
 */
#include <stdlib.h>
#include <string.h>

#include "c_emit.h"
#include "ir/diag.h"
#include "ir/stream.h"

/* c_define_type calls, in order (while logged: malloc'ed arrays). */
typedef struct CTypeLog {
  const char **names, **texts;
  unsigned num, cap;
} CTypeLog;

/* What the module's emission needs of one streamed function. */
typedef struct CStreamed {
  const char *c_name;    /* its C name in text */
  const char *signature; /* its prototype, without the ';' */
  CTypeLog signature_types, body_types; /* the types they define */
  bool uses[C_NUM_PIECES];
} CStreamed;

/* A streamed function's text, which the functions part of the file gets
 * at offset at (written there, not copied into the part). */
typedef struct CSplice {
  size_t at;
  const char *text;
  size_t len;
} CSplice;

struct CStream {
  const EmitOptions *opts;
  CSplice *splices; /* in the order of the file (malloc'ed) */
  unsigned num_splices, cap_splices;
  StrMap *free_names; /* interned names streamed functions took as free of
                         file-scope names */
  CTypeLog *log;      /* while a function is emitted for the stream */
  bool declined;      /* it needs a file-scope name of its own */
  bool stale;         /* a streamed function's names are wrong */
};

void c_stream_note_local(CEmit *e, const char *name) {
  CStream *s = e->stream;
  if (s->log) {
    const char *key = ir_intern(e->ctx, name, strlen(name));
    strmap_put(s->free_names, key, strlen(key), (void *)key);
  }
}

void c_stream_note_global(CEmit *e, const char *name) {
  CStream *s = e->stream;
  if (s->log)
    s->declined = true;
  else if (strmap_get(s->free_names, name, strlen(name)))
    s->stale = true;
}

void c_stream_note_type(CEmit *e, const char *name, const char *text) {
  CTypeLog *log = e->stream->log;
  if (!log)
    return;
  if (log->num == log->cap) {
    log->cap = log->cap ? 2 * log->cap : 8;
    log->names = realloc(log->names, log->cap * sizeof *log->names);
    log->texts = realloc(log->texts, log->cap * sizeof *log->texts);
    if (!log->names || !log->texts)
      ir_oom();
  }
  log->names[log->num] = ir_intern(e->ctx, name, strlen(name));
  log->texts[log->num++] = ir_intern(e->ctx, text, strlen(text));
}

static void free_log(CTypeLog *log) {
  free(log->names);
  free(log->texts);
}

/* Makes log (malloc'ed arrays) last as long as ctx. */
static void keep_log(IrContext *ctx, CTypeLog *log) {
  CTypeLog old = *log;
  size_t bytes = (log->num ? log->num : 1) * sizeof *log->names;
  log->names = ir_alloc(ctx, bytes);
  log->texts = ir_alloc(ctx, bytes);
  for (unsigned i = 0; i < log->num; i++) {
    log->names[i] = old.names[i];
    log->texts[i] = old.texts[i];
  }
  free_log(&old);
}

/* Emits fn alone into text (malloc'ed) and fills st (its strings
 * interned, its logs malloc'ed); false when fn stays whole. */
static bool emit_alone(CStream *s, IrContext *ctx, IrOp *fn, char **text,
                       CStreamed *st) {
  CEmit e;
  c_emit_init(&e, ctx, NULL, s->opts);
  char *types;
  size_t types_len, len;
  e.types = c_open_buffer(&types, &types_len);
  FILE *out = c_open_buffer(text, &len);
  CSymbol *sym = c_name_function(&e, fn);
  bool ok = false;
  if (sym) {
    e.stream = s;
    s->declined = false;
    s->log = &st->signature_types;
    const char *sig = c_function_signature(&e, sym);
    st->signature = ir_intern(ctx, sig, strlen(sig));
    s->log = &st->body_types;
    ok = c_emit_function(&e, fn, out) && !e.failed && !s->declined;
    s->log = NULL;
    st->c_name = ir_intern(ctx, sym->name, strlen(sym->name));
    memcpy(st->uses, e.uses, sizeof st->uses);
  }
  fclose(out);
  fclose(e.types);
  free(types);
  c_emit_fini(&e);
  return ok;
}

/* The stream's printer (IrStreamPrinter): fn's C, for the file's end. */
static bool print_function(void *arg, IrContext *ctx, IrOp *fn,
                           const char **text, size_t *len, void **data) {
  CStream *s = arg;
  CStreamed st = {0};
  char *c;
  ir_diag_mute(ctx);
  ir_scratch_begin(ctx);
  bool ok = emit_alone(s, ctx, fn, &c, &st);
  ir_scratch_end(ctx);
  ok &= ir_diag_unmute(ctx) == 0;
  if (!ok) {
    free_log(&st.signature_types);
    free_log(&st.body_types);
  } else {
    keep_log(ctx, &st.signature_types);
    keep_log(ctx, &st.body_types);
    CStreamed *kept = ir_alloc(ctx, sizeof *kept);
    *kept = st;
    *len = strlen(c);
    *text = ir_strndup(ctx, c, *len);
    *data = kept;
  }
  free(c);
  return ok;
}

static void destroy_stream(void *arg) {
  CStream *s = arg;
  strmap_destroy(s->free_names);
  free(s->splices);
  free(s);
}

void emit_c_stream(IrContext *ctx, const EmitOptions *opts) {
  CStream *s = calloc(1, sizeof *s);
  if (!s)
    ir_oom();
  s->opts = opts;
  s->free_names = strmap_create();
  ir_stream_enable(ctx, &(IrStreamPrinter){print_function, destroy_stream, s});
}

bool emit_c_stream_stale(IrContext *ctx) {
  CStream *s = ir_stream_printer_arg(ctx);
  return s && s->stale;
}

CStream *c_stream_of(IrContext *ctx) { return ir_stream_printer_arg(ctx); }

/* The streamed record of fn in e's module, or NULL. */
static const CStreamed *streamed(CEmit *e, const IrOp *fn) {
  return ir_stream_is_shell(fn) ? ir_stream_data(e->ctx, fn) : NULL;
}

/* Makes the type definitions of log. */
static void replay(CEmit *e, const CTypeLog *log) {
  for (unsigned i = 0; i < log->num; i++)
    c_define_type(e, log->names[i], log->texts[i]);
}

const char *c_stream_signature(CEmit *e, const IrOp *fn) {
  const CStreamed *st = streamed(e, fn);
  replay(e, &st->signature_types);
  return st->signature;
}

bool c_stream_write_function(CEmit *e, const CSymbol *s, const IrOp *fn,
                             FILE *file) {
  const CStreamed *st = streamed(e, fn);
  if (strcmp(st->c_name, s->name))
    e->stream->stale = true;
  replay(e, &st->body_types);
  for (int p = 0; p < C_NUM_PIECES; p++)
    e->uses[p] |= st->uses[p];
  CStream *cs = e->stream;
  if (cs->num_splices == cs->cap_splices) {
    cs->cap_splices = cs->cap_splices ? 2 * cs->cap_splices : 64;
    cs->splices = realloc(cs->splices, cs->cap_splices * sizeof *cs->splices);
    if (!cs->splices)
      ir_oom();
  }
  CSplice *sp = &cs->splices[cs->num_splices++];
  fflush(file);
  sp->at = (size_t)ftell(file);
  sp->text = ir_stream_text(e->ctx, fn, &sp->len);
  return true;
}

void c_stream_write_functions(CEmit *e, const char *functions, FILE *out) {
  const CStream *s = e->stream;
  size_t done = 0;
  for (unsigned i = 0; s && i < s->num_splices; i++) {
    fwrite(functions + done, 1, s->splices[i].at - done, out);
    fwrite(s->splices[i].text, 1, s->splices[i].len, out);
    done = s->splices[i].at;
  }
  fputs(functions + done, out);
}
