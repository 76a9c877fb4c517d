/*
 * pipeline.c - the pass registry, --passes parsing, the -O levels and
 * running passes (pipeline.h).
 */
#include "pipeline.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ir/diag.h"
#include "ir/verifier.h"

/* Every pass, in the order --help lists them. */
static const PassDef *const registry[] = {
    &pass_affine_loop_fusion,         &pass_affine_parallelize,
    &pass_affine_polyhedral_schedule, &pass_affine_register_promotion,
    &pass_affine_register_tile,       &pass_affine_scalrep,
    &pass_compose_affine_maps,        &pass_remove_dead_ops};
enum { NUM_PASSES = sizeof registry / sizeof registry[0] };

/* What each level runs, as a --passes list; %s is the value of
 * --parallel-reductions. */
#define SIMPLIFY "compose-affine-maps,remove-dead-ops,"
#define PARALLELIZE                                                        \
  "affine-parallelize{max-nested=1 exact-reductions=true "                 \
  "array-reductions=true bands=true parallel-reductions=%s}"
static const char *const levels[] = {
    "",
    SIMPLIFY PARALLELIZE,
    SIMPLIFY "affine-loop-fusion,affine-scalrep,remove-dead-ops," PARALLELIZE,
    SIMPLIFY PARALLELIZE ",affine-polyhedral-schedule,affine-register-tile,"
                         "compose-affine-maps,affine-register-promotion,"
                         "affine-scalrep,remove-dead-ops",
};
enum { NUM_LEVELS = sizeof levels / sizeof levels[0] };

void pass_remark(const Pass *pass, IrLocation loc, const char *fmt, ...) {
  if (!pass->remarks)
    return;
  char text[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  ir_diag(pass->ctx, IR_DIAG_REMARK, loc, "[%s] %s", pass->def->name, text);
}

const char *pass_reason(const Pass *pass, const char *fmt, ...) {
  if (!pass->remarks)
    return "";
  va_list ap;
  va_start(ap, fmt);
  const char *text = ir_vsprintf(pass->ctx, fmt, ap);
  va_end(ap);
  return text;
}

const char *pass_where(IrContext *ctx, const IrOp *op) {
  return ir_sprintf(ctx, "'%s' at %d:%d", op->name, op->loc.line, op->loc.col);
}

/* The most affine.for and affine.parallel ops nested in one another in
 * op's regions. */
static unsigned nest_depth(const IrOp *op) {
  unsigned deepest = 0;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (const IrBlock *b = op->regions[r].first; b; b = b->next)
      for (const IrOp *in = b->first; in; in = in->next) {
        unsigned d = nest_depth(in) + (ir_op_is(in, "affine.for") ||
                                       ir_op_is(in, "affine.parallel"));
        deepest = d > deepest ? d : deepest;
      }
  return deepest;
}

bool pass_too_deep(const Pass *pass, const IrOp *func) {
  unsigned depth = nest_depth(func);
  if (depth <= PASS_MAX_NEST_DEPTH)
    return false;
  pass_remark(pass, func->loc, "function left as it is: its loops nest %u "
                               "deep, more than the %d the pass analyses",
              depth, PASS_MAX_NEST_DEPTH);
  return true;
}

/* ------------------------------------------------------------- parsing */

typedef struct Cursor {
  const char *text, *p;
} Cursor;

static void skip_space(Cursor *c) {
  while (isspace((unsigned char)*c->p))
    c->p++;
}

/* Reads a name or value: letters, digits and "-_.". */
static size_t read_word(Cursor *c, const char **start) {
  skip_space(c);
  *start = c->p;
  while (*c->p && (isalnum((unsigned char)*c->p) || strchr("-_.", *c->p)))
    c->p++;
  return (size_t)(c->p - *start);
}

static bool accept(Cursor *c, char ch) {
  skip_space(c);
  if (*c->p != ch)
    return false;
  c->p++;
  return true;
}

static bool syntax_error(const Cursor *c, const char *what) {
  fprintf(stderr,
          "affc: error: --passes: expected %s at column %zu of '%s'\n", what,
          (size_t)(c->p - c->text) + 1, c->text);
  return false;
}

/* True when known (a name, or NULL) is name[0..len). */
static bool named(const char *known, const char *name, size_t len) {
  return known && strlen(known) == len && !strncmp(known, name, len);
}

static const PassDef *find_pass(const char *name, size_t len) {
  for (unsigned i = 0; i < NUM_PASSES; i++)
    if (named(registry[i]->name, name, len))
      return registry[i];
  fprintf(stderr, "affc: error: unknown pass '%.*s' (known:", (int)len, name);
  for (unsigned i = 0; i < NUM_PASSES; i++)
    fprintf(stderr, "%s %s", i ? "," : "", registry[i]->name);
  fputs(")\n", stderr);
  return NULL;
}

static int find_option(const PassDef *def, const char *name, size_t len) {
  for (unsigned i = 0; i < def->num_options; i++)
    if (named(def->options[i].name, name, len) ||
        named(def->options[i].alias, name, len))
      return (int)i;
  fprintf(stderr, "affc: error: unknown option '%.*s' of pass '%s' (known:",
          (int)len, name, def->name);
  for (unsigned i = 0; i < def->num_options; i++)
    fprintf(stderr, "%s %s", i ? "," : "", def->options[i].name);
  fputs(")\n", stderr);
  return -1;
}

/* The largest value of PASS_OPT_UINT option o. */
static uint64_t uint_max(const PassOption *o) {
  return o->max ? o->max : UINT32_MAX;
}

/* What option o takes, for messages: "true or false", "a number", "a
 * number up to 64" or "greedy, producer or sibling". */
static const char *option_takes(char *buf, size_t size, const PassOption *o) {
  if (o->kind == PASS_OPT_UINT && o->max) {
    snprintf(buf, size, "a number up to %llu", (unsigned long long)o->max);
    return buf;
  }
  if (o->kind != PASS_OPT_ENUM)
    return o->kind == PASS_OPT_BOOL       ? "true or false"
           : o->kind == PASS_OPT_FRACTION ? "a decimal number"
                                          : "a number";
  size_t len = 0;
  for (unsigned i = 0; o->choices[i] && len < size; i++)
    len += (size_t)snprintf(buf + len, size - len, "%s%s",
                            i == 0 ? "" : o->choices[i + 1] ? ", " : " or ",
                            o->choices[i]);
  return buf;
}

/* Reads buf (len characters: digits, then perhaps a point and digits)
 * into *out, in millionths; false when it is not such a number. */
static bool fraction_value(const char *buf, size_t len, uint64_t *out) {
  size_t whole = strspn(buf, "0123456789");
  size_t part = buf[whole] == '.' ? strspn(buf + whole + 1, "0123456789") : 0;
  if (whole + (buf[whole] == '.') + part != len || whole + part == 0 ||
      whole > 3)
    return false;
  uint64_t v = 0;
  for (size_t i = 0; i < whole; i++)
    v = v * 10 + (uint64_t)(buf[i] - '0');
  uint64_t scale = 100000;
  for (size_t i = 0; i < part && scale; i++, scale /= 10)
    v = v * 10 + (uint64_t)(buf[whole + 1 + i] - '0');
  for (; scale; scale /= 10)
    v *= 10;
  *out = v;
  return true;
}

/* Converts value[0..len) for option o into *out. */
static bool option_value(const PassDef *def, const PassOption *o,
                         const char *value, size_t len, uint64_t *out) {
  char buf[32], takes[128];
  snprintf(buf, sizeof buf, "%.*s", (int)(len < 31 ? len : 31), value);
  if (o->kind == PASS_OPT_BOOL) {
    if (!strcmp(buf, "true") || !strcmp(buf, "1"))
      return *out = 1, true;
    if (!strcmp(buf, "false") || !strcmp(buf, "0"))
      return *out = 0, true;
  } else if (o->kind == PASS_OPT_ENUM) {
    for (unsigned i = 0; o->choices[i]; i++)
      if (len < 31 && !strcmp(buf, o->choices[i]))
        return *out = i, true;
  } else if (o->kind == PASS_OPT_FRACTION) {
    if (fraction_value(buf, len, out))
      return true;
  } else if (len > 0 && len < 11 && strspn(buf, "0123456789") == len) {
    *out = strtoull(buf, NULL, 10);
    if (*out <= uint_max(o))
      return true;
  }
  fprintf(stderr, "affc: error: option '%s' of pass '%s' takes %s, not '%.*s'\n",
          o->name, def->name, option_takes(takes, sizeof takes, o), (int)len,
          value);
  return false;
}

/* Reads "{opt=value ...}" (the '{' already read) into pass; a boolean
 * option alone ("{maximal}") is true, as in MLIR. */
static bool parse_options(Cursor *c, Pass *pass) {
  while (!accept(c, '}')) {
    const char *name, *value;
    size_t n = read_word(c, &name);
    if (n == 0)
      return syntax_error(c, "an option name or '}'");
    int k = find_option(pass->def, name, n);
    if (k < 0)
      return false;
    if (!accept(c, '=')) {
      if (pass->def->options[k].kind != PASS_OPT_BOOL)
        return syntax_error(c, "'='");
      pass->values[k] = 1;
      continue;
    }
    size_t v = read_word(c, &value);
    if (!option_value(pass->def, &pass->def->options[k], value, v,
                      &pass->values[k]))
      return false;
  }
  return true;
}

static void append(Pipeline *pl, const PassDef *def) {
  Pass *passes = realloc(pl->passes, (pl->num + 1) * sizeof *passes);
  if (!passes)
    ir_oom();
  pl->passes = passes;
  Pass *p = &passes[pl->num++];
  *p = (Pass){.def = def};
  for (unsigned i = 0; i < def->num_options; i++)
    p->values[i] = def->options[i].dflt;
}

static bool is_wrapper(const char *name, size_t len) {
  return (len == 14 && !strncmp(name, "builtin.module", len)) ||
         (len == 9 && !strncmp(name, "func.func", len));
}

/* Reads "item, item, ..." up to the end or a ')' (not read). */
static bool parse_list(Cursor *c, Pipeline *pl) {
  do {
    const char *name;
    size_t n = read_word(c, &name);
    if (n == 0)
      return syntax_error(c, "a pass name");
    if (is_wrapper(name, n) && accept(c, '(')) {
      if (!parse_list(c, pl) || !accept(c, ')'))
        return syntax_error(c, "')'");
      continue;
    }
    const PassDef *def = find_pass(name, n);
    if (!def)
      return false;
    append(pl, def);
    if (accept(c, '{') && !parse_options(c, &pl->passes[pl->num - 1]))
      return false;
  } while (accept(c, ','));
  return true;
}

bool pipeline_parse(Pipeline *pl, const char *list) {
  Cursor c = {list, list};
  skip_space(&c);
  if (*c.p == '\0')
    return true;
  if (!parse_list(&c, pl))
    return false;
  skip_space(&c);
  return *c.p == '\0' || syntax_error(&c, "',' or the end");
}

void pipeline_add_level(Pipeline *pl, int level, bool parallel_reductions) {
  char list[512];
  int k = level < NUM_LEVELS ? level : NUM_LEVELS - 1;
  int n = snprintf(list, sizeof list, levels[k],
                   parallel_reductions ? "true" : "false");
  if (n < 0 || (size_t)n >= sizeof list || !pipeline_parse(pl, list))
    abort(); /* the levels are ours: a typo in them is a bug */
}

/* ------------------------------------------------------------- running */

/* True when op is a func.func with a body: what passes run on. */
static bool is_function_with_body(const IrOp *op) {
  return ir_op_is(op, "func.func") && op->num_regions &&
         op->regions[0].first;
}

/* Runs pass on every func.func with a body nested in op's regions. */
static bool run_on_functions(Pass *pass, IrOp *op) {
  bool ok = true;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next)
      for (IrOp *in = b->first; in; in = in->next) {
        if (ir_op_is(in, "builtin.module"))
          ok = run_on_functions(pass, in) && ok;
        else if (is_function_with_body(in))
          ok = pass->def->run(pass, in) && ok;
      }
  return ok;
}

/* The passes of a pipeline as they run in one context, each with the
 * state it keeps from one function to the next. */
typedef struct PipelineRun {
  const Pipeline *pl;
  IrContext *ctx;
  Pass passes[];
} PipelineRun;

static PipelineRun *run_begin(const Pipeline *pl, IrContext *ctx) {
  PipelineRun *run = malloc(sizeof *run + pl->num * sizeof run->passes[0]);
  if (!run)
    ir_oom();
  run->pl = pl;
  run->ctx = ctx;
  for (unsigned i = 0; i < pl->num; i++) {
    run->passes[i] = pl->passes[i];
    run->passes[i].ctx = ctx;
    run->passes[i].remarks = pl->remarks;
    run->passes[i].state = NULL;
  }
  return run;
}

static void run_end(PipelineRun *run) {
  for (unsigned i = 0; i < run->pl->num; i++)
    if (run->passes[i].def->finish)
      run->passes[i].def->finish(&run->passes[i]);
  free(run);
}

/* False, after saying so, when op (the module or one function) does not
 * verify after the pass; verify_each only. */
static bool verified_after(const PipelineRun *run, const Pass *pass,
                           IrOp *module, IrOp *op) {
  if (!run->pl->verify_each)
    return true;
  bool ok = op == module ? ir_verify(run->ctx, module)
                         : ir_verify_top_level_op(run->ctx, module, op);
  if (!ok)
    fprintf(stderr, "affc: error: %s does not verify after pass '%s' (a bug "
                    "in affc: please report it)\n",
            op == module ? "the module" : pass_where(run->ctx, op),
            pass->def->name);
  return ok;
}

bool pipeline_run(const Pipeline *pl, IrContext *ctx, IrOp *module) {
  PipelineRun *run = run_begin(pl, ctx);
  bool ok = true;
  for (unsigned i = 0; ok && i < pl->num; i++)
    ok = run_on_functions(&run->passes[i], module) &&
         verified_after(run, &run->passes[i], module, module);
  run_end(run);
  return ok;
}

static void *stream_begin(const void *pl, IrContext *ctx) {
  return run_begin(pl, ctx);
}

static bool stream_run(void *state, IrOp *module, IrOp *func) {
  PipelineRun *run = state;
  if (!is_function_with_body(func))
    return true;
  for (unsigned i = 0; i < run->pl->num; i++) {
    Pass *pass = &run->passes[i];
    if (!pass->def->run(pass, func) ||
        !verified_after(run, pass, module, func))
      return false;
  }
  return true;
}

static void stream_end(void *state) { run_end(state); }

void pipeline_stream(const Pipeline *pl, IrContext *ctx) {
  IrStreamPasses passes = {stream_begin, stream_run, stream_end, pl};
  ir_stream_set_passes(ctx, &passes);
}

void pipeline_free(Pipeline *pl) {
  free(pl->passes);
  *pl = (Pipeline){0};
}

void pipeline_print_help(FILE *out) {
  fputs("passes (--passes=name{option=value ...},...):\n", out);
  for (unsigned i = 0; i < NUM_PASSES; i++) {
    const PassDef *d = registry[i];
    fprintf(out, "  %s\n      %s\n", d->name, d->summary);
    for (unsigned k = 0; k < d->num_options; k++) {
      const PassOption *o = &d->options[k];
      fprintf(out, "      %s=", o->name);
      if (o->kind == PASS_OPT_BOOL)
        fprintf(out, "%s", o->dflt ? "true" : "false");
      else if (o->kind == PASS_OPT_ENUM)
        fprintf(out, "%s", o->choices[o->dflt]);
      else if (o->kind == PASS_OPT_FRACTION)
        fprintf(out, "%g", (double)o->dflt / 1e6);
      else
        fprintf(out, "%llu", (unsigned long long)o->dflt);
      fprintf(out, "  %s%s%s\n", o->help, o->alias ? "; also " : "",
              o->alias ? o->alias : "");
    }
  }
  fputs("levels:\n  -O0  no pass (default)\n", out);
  for (int k = 1; k < NUM_LEVELS; k++) {
    fprintf(out, "  -O%d  ", k);
    fprintf(out, levels[k], "<--parallel-reductions>");
    fputc('\n', out);
  }
}
