/*
 * gen_check.c - compares the dependence remarks of mlir-opt, affc and the
 * oracle line by line (gen_deps.h).
 *
 * The files must list the same questions in the same order. affc must
 * give the oracle's answer (or contain it, when the oracle only sampled
 * symbol values). Where mlir-opt answers otherwise, the line is sorted:
 *   model  mlir-opt gives the exact answer for the domains MLIR builds
 *          (the oracle with mlir_model): MLIR models the program loosely
 *          (steps, affine.parallel bounds) or wrongly (else regions);
 *   fm     mlir-opt's answer contains that one: Fourier-Motzkin
 *          elimination over-approximated the integer points;
 *   looser (symbols) mlir-opt's answer contains affc's;
 * and anything else is a failure.
 */
#include <stdlib.h>
#include <string.h>

#include "gen_deps.h"

enum { MAX_COMPS = GEN_MAX_IVS };

typedef struct Answer {
  bool dependence, unknown;
  int num;
  int64_t lb[MAX_COMPS], ub[MAX_COMPS];
} Answer;

typedef struct Lines {
  char **line;
  size_t num;
  char *text;
} Lines;

static bool read_lines(const char *path, Lines *out) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return false;
  size_t cap = 1 << 16, len = 0;
  out->text = malloc(cap);
  for (size_t n; out->text && (n = fread(out->text + len, 1, cap - len - 1, f));) {
    len += n;
    if (len + 1 == cap)
      out->text = realloc(out->text, cap *= 2);
  }
  fclose(f);
  if (!out->text)
    return false;
  out->text[len] = '\0';
  out->num = 0;
  out->line = NULL;
  for (char *p = out->text; *p;) {
    char *end = strchr(p, '\n');
    out->line = realloc(out->line, (out->num + 1) * sizeof *out->line);
    out->line[out->num++] = p;
    if (!end)
      break;
    *end = '\0';
    p = end + 1;
  }
  return true;
}

static int64_t parse_bound(const char **p) {
  int64_t v;
  if (!strncmp(*p, "-inf", 4) || !strncmp(*p, "+inf", 4)) {
    v = **p == '-' ? INT64_MIN : INT64_MAX;
    *p += 4;
    return v;
  }
  char *end;
  v = strtoll(*p, &end, 10);
  *p = end;
  return v;
}

/* The answer after " = " in a remark line. */
static Answer parse_answer(const char *line) {
  Answer a = {0};
  const char *p = strstr(line, " = ");
  if (!p)
    return a;
  p += 3;
  a.unknown = !strcmp(p, "unknown");
  a.dependence = strcmp(p, "false") != 0 && !a.unknown;
  while (*p == '[' && a.num < MAX_COMPS) {
    p++;
    a.lb[a.num] = parse_bound(&p);
    p += 2;
    a.ub[a.num++] = parse_bound(&p);
    p++;
  }
  return a;
}

/* True when every dependence small describes is within big. */
static bool contains(const Answer *big, const Answer *small) {
  if (!small->dependence)
    return true;
  if (!big->dependence || big->num != small->num)
    return false;
  for (int k = 0; k < big->num; k++)
    if (big->lb[k] > small->lb[k] || small->ub[k] > big->ub[k])
      return false;
  return true;
}

/* The question part of a line: everything before " = ". */
static size_t question_len(const char *line) {
  const char *p = strstr(line, " = ");
  return p ? (size_t)(p - line) : strlen(line);
}

typedef struct Counts {
  long lines, equal, model, fm, looser, failures;
} Counts;

static void fail(Counts *c, FILE *out, const char *why, const char *m,
                 const char *a, const char *o) {
  if (c->failures++ < 10)
    fprintf(out, "FAIL (%s)\n  mlir-opt: %s\n  affc:     %s\n  oracle:   %s\n",
            why, m, a, o ? o : "-");
}

static bool same_question(const char *a, const char *b) {
  size_t q = question_len(a);
  return q == question_len(b) && !strncmp(a, b, q);
}

/* Sorts one line whose oracle is exact: o for the program, om for MLIR's
 * model of it. */
static void check_exact(Counts *c, FILE *out, const char *m, const char *a,
                        const char *o, const char *om) {
  Answer am = parse_answer(m), aom = parse_answer(om);
  if (strcmp(a, o))
    fail(c, out, "affc is not the oracle's answer", m, a, o);
  else if (!strcmp(m, a))
    c->equal++;
  else if (!strcmp(m, om))
    c->model++;
  else if (contains(&am, &aom))
    c->fm++;
  else
    fail(c, out, "mlir-opt below the exact answer for its model", m, a, om);
}

/* Sorts one line whose oracle only sampled symbol values. */
static void check_partial(Counts *c, FILE *out, const char *m, const char *a,
                          const char *o) {
  Answer am = parse_answer(m), aa = parse_answer(a), ao = parse_answer(o);
  if (!contains(&aa, &ao))
    fail(c, out, "affc misses a dependence the oracle found", m, a, o);
  else if (!strcmp(m, a))
    c->equal++;
  else if (contains(&am, &aa))
    c->looser++;
  else
    fail(c, out, "affc outside mlir-opt's answer", m, a, o);
}

static void check_line(Counts *c, FILE *out, const char *m, const char *a,
                       const char *o, const char *om) {
  c->lines++;
  if (!same_question(m, a) || !same_question(m, o) ||
      (om && !same_question(m, om)))
    fail(c, out, "different questions", m, a, o);
  else if (parse_answer(a).unknown)
    fail(c, out, "unknown", m, a, o);
  else if (om)
    check_exact(c, out, m, a, o, om);
  else
    check_partial(c, out, m, a, o);
}

int gen_check(const GenRemarkFiles *files, FILE *out) {
  Lines m = {0}, a = {0}, o = {0}, om = {0};
  Counts c = {0};
  bool exact = files->oracle_mlir != NULL;
  if (!read_lines(files->mlir, &m) || !read_lines(files->affc, &a) ||
      !read_lines(files->oracle, &o) ||
      (exact && !read_lines(files->oracle_mlir, &om)))
    fail(&c, out, "cannot read the remark files", files->mlir, files->affc,
         files->oracle);
  else if (a.num != m.num || o.num != m.num || (exact && om.num != m.num))
    fail(&c, out, "different line counts", files->mlir, files->affc,
         files->oracle);
  bool comparable = !c.failures;
  for (size_t i = 0; comparable && i < m.num; i++)
    check_line(&c, out, m.line[i], a.line[i], o.line[i],
               exact ? om.line[i] : NULL);
  fprintf(out, "lines %ld equal %ld model %ld fm %ld looser %ld failures %ld\n",
          c.lines, c.equal, c.model, c.fm, c.looser, c.failures);
  Lines *all[] = {&m, &a, &o, &om};
  for (int i = 0; i < 4; i++) {
    free(all[i]->line);
    free(all[i]->text);
  }
  return (int)c.failures;
}
