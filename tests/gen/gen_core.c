/*
 * gen_core.c - the generator's basics: randomness, writing lines, the
 * values in scope and constants of every type.
 */
#include "gen.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* splitmix64: tiny, fast and good enough for choosing program shapes. */
uint64_t rng_next(Rng *r) {
  uint64_t z = (r->state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

int rnd(Rng *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }

int64_t rnd_range(Rng *r, int64_t lo, int64_t hi) {
  return lo + (int64_t)(rng_next(r) % (uint64_t)(hi - lo + 1));
}

bool chance(Rng *r, int percent) { return rnd(r, 100) < percent; }

const Type types[NTYPES] = {
    {"i1", K_INT, 1},     {"i3", K_INT, 3},     {"i8", K_INT, 8},
    {"i16", K_INT, 16},   {"i17", K_INT, 17},   {"i32", K_INT, 32},
    {"i33", K_INT, 33},   {"i64", K_INT, 64},   {"index", K_INDEX, 64},
    {"f32", K_FLOAT, 32}, {"f64", K_FLOAT, 64},
};

bool is_float(int type) { return types[type].kind == K_FLOAT; }
int random_int_type(Rng *r) { return rnd(r, T_INDEX + 1); }
int random_float_type(Rng *r) { return chance(r, 50) ? T_F32 : T_F64; }

int random_type(Rng *r) {
  return chance(r, 65) ? random_int_type(r) : random_float_type(r);
}

/* Writes one line of the program at the current indentation. */
void emit(Gen *g, const char *fmt, ...) {
  va_list ap;
  fprintf(g->out, "%*s", 2 * g->indent, "");
  va_start(ap, fmt);
  vfprintf(g->out, fmt, ap);
  va_end(ap);
  fputc('\n', g->out);
}

/* Adds a value named %<prefix><n> to the scope. A top-level index value
 * is a valid affine symbol (and dim). */
Value *new_value(Gen *g, char prefix, int type) {
  if (g->nvals == MAX_VALUES) {
    fprintf(stderr, "gen_affine: more than %d values\n", MAX_VALUES);
    exit(1);
  }
  Value *v = &g->vals[g->nvals++];
  memset(v, 0, sizeof *v);
  snprintf(v->name, sizeof v->name, "%%%c%d", prefix, g->next_id++);
  v->type = type;
  v->sym = g->depth == 0 && type == T_INDEX;
  v->dim = v->sym;
  return v;
}

void set_interval(Value *v, int64_t lo, int64_t hi) {
  v->bounded = true;
  v->lo = lo;
  v->hi = hi;
}

/* value reduced to a bits-wide two's complement number, sign-extended:
 * how MLIR wants integer literals written. */
int64_t wrap_to_width(int64_t value, int bits) {
  if (bits >= 64)
    return value;
  uint64_t mask = ((uint64_t)1 << bits) - 1, u = (uint64_t)value & mask;
  if (u >> (bits - 1))
    u |= ~mask;
  return (int64_t)u;
}

Value *int_constant(Gen *g, int type, int64_t value) {
  Value *v = new_value(g, 'c', type);
  v->constant = true;
  value = wrap_to_width(value, types[type].bits);
  if (type == T_I1) {
    emit(g, "%s = arith.constant %s", v->name, value ? "true" : "false");
    return v;
  }
  emit(g, "%s = arith.constant %" PRId64 " : %s", v->name, value,
       types[type].name);
  if (type == T_INDEX && value >= -SAFE_LIMIT && value <= SAFE_LIMIT)
    set_interval(v, value, value);
  return v;
}

/* Writes a float literal: finite values in decimal with all the digits
 * their type needs, the others as bit patterns. */
Value *float_constant(Gen *g, int type, double value) {
  Value *v = new_value(g, 'c', type);
  v->constant = true;
  const char *name = types[type].name;
  if (type == T_F32)
    value = (float)value;
  if (isfinite(value)) {
    emit(g, "%s = arith.constant %.*e : %s", v->name,
         type == T_F32 ? 8 : 16, value, name);
  } else if (isnan(value)) {
    emit(g, "%s = arith.constant %s : %s", v->name,
         type == T_F32 ? "0x7FC00000" : "0x7FF8000000000000", name);
  } else {
    const char *bits[2][2] = {{"0x7F800000", "0xFF800000"},
                              {"0x7FF0000000000000", "0xFFF0000000000000"}};
    emit(g, "%s = arith.constant %s : %s", v->name,
         bits[type == T_F64][value < 0], name);
  }
  return v;
}

/* An integer near the interesting points of a width: small numbers,
 * the extremes, powers of two. */
static int64_t interesting_int(Rng *r, int bits) {
  int64_t top = bits >= 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
  switch (rnd(r, 8)) {
  case 0: return top;
  case 1: return -top - 1;
  case 2: return (int64_t)rng_next(r);
  case 3: return (int64_t)(((uint64_t)1 << rnd(r, bits)) - 1 + rnd(r, 3));
  default: return rnd_range(r, -12, 12);
  }
}

static double interesting_float(Rng *r, int type) {
  static const double common[] = {0.0, -0.0, 1.0, -1.0, 0.5, 0.1, -2.75,
                                  3.0, 1e10, -1e-10, 65504.0, 0.3,
                                  INFINITY, -INFINITY, NAN};
  static const double f32_edges[] = {3.4028234663852886e38, 1.401298464e-45,
                                     1.17549435e-38, 16777217.0};
  static const double f64_edges[] = {1.7976931348623157e308, 4.94e-324,
                                     2.2250738585072014e-308, 9007199254740993.0,
                                     1e300};
  int n = rnd(r, 10);
  if (n < 5)
    return (double)rnd_range(r, -100, 100) / 8.0;
  if (n < 9)
    return common[rnd(r, sizeof common / sizeof common[0])];
  if (type == T_F32)
    return f32_edges[rnd(r, sizeof f32_edges / sizeof f32_edges[0])];
  return f64_edges[rnd(r, sizeof f64_edges / sizeof f64_edges[0])];
}

Value *random_constant(Gen *g, int type) {
  if (is_float(type))
    return float_constant(g, type, interesting_float(&g->rng, type));
  if (type == T_INDEX && chance(&g->rng, 80))
    return int_constant(g, type, rnd_range(&g->rng, -20, 20));
  return int_constant(g, type, interesting_int(&g->rng, types[type].bits));
}

/* The k-th value of the type in scope (computed ones only if `computed`),
 * or NULL; *count receives how many there are. */
static Value *nth_value(Gen *g, int type, bool computed, int k, int *count) {
  Value *found = NULL;
  *count = 0;
  for (int i = 0; i < g->nvals; i++) {
    Value *v = &g->vals[i];
    if (v->type != type || (computed && v->constant))
      continue;
    if ((*count)++ == k)
      found = v;
  }
  return found;
}

/* A value of the type from the scope, preferring computed values to
 * constants; now and then (or when there is none) a fresh constant. */
Value *pick_value(Gen *g, int type) {
  int computed, all;
  nth_value(g, type, true, -1, &computed);
  nth_value(g, type, false, -1, &all);
  if (all == 0 || chance(&g->rng, 12))
    return random_constant(g, type);
  if (computed > 0 && chance(&g->rng, 75))
    return nth_value(g, type, true, rnd(&g->rng, computed), &computed);
  return nth_value(g, type, false, rnd(&g->rng, all), &all);
}

/* Any value in scope (a constant when the scope is empty). */
Value *pick_any(Gen *g) {
  if (g->nvals == 0)
    return random_constant(g, random_type(&g->rng));
  return &g->vals[rnd(&g->rng, g->nvals)];
}
