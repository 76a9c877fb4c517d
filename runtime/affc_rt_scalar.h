/*
 * affc_rt_scalar.h - the scalar semantics of MLIR's arith, math and affine
 * ops that plain C operators do not give (runtime piece "scalar").
 *
 * Values (README, "Value representation"):
 *  - i8, i16, i32, i64 and index are int8_t .. int64_t; i1 is bool;
 *  - any other width iN (N < 64) is held zero-extended in the smallest of
 *    uint8_t .. uint64_t, as LLVM stores such integers in memory;
 *  - f32 and f64 are float and double; f16 and bf16 are their bit patterns
 *    in a uint16_t (affc_f16, affc_bf16) and compute in float, rounding
 *    after every operation, as LLVM does on targets without native half
 *    arithmetic.
 * Integer helpers take and return 64-bit values: callers widen the
 * operands (sign- or zero-extending as the op needs) and wrap the result
 * back to the type's width. Nothing here relies on signed overflow; the
 * conversions of out-of-range unsigned values to signed types are
 * implementation-defined in C11 and reduce modulo 2^N in GCC and Clang.
 */
#ifndef AFFC_RT_SCALAR_H
#define AFFC_RT_SCALAR_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* A program uses a few of these helpers; clang would warn about the rest,
 * since they are pasted into the program's own file. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

/* ---------------------------------------------- affine index arithmetic */

/* a floordiv b, a ceildiv b and a mod b exactly as MLIR's lower-affine
 * expands them: rounding toward -inf (floordiv), +inf (ceildiv) and a
 * non-negative remainder for b > 0; for b < 0 (only possible with a
 * symbolic divisor) the same formulas, hence the same results as
 * mlir-runner. b must not be 0. */
static inline int64_t affc_floordiv(int64_t a, int64_t b) {
  int64_t q = (a < 0 ? -1 - a : a) / b;
  return a < 0 ? -1 - q : q;
}

static inline int64_t affc_ceildiv(int64_t a, int64_t b) {
  int64_t q = (int64_t)(a <= 0 ? 0 - (uint64_t)a : (uint64_t)a - 1) / b;
  return a <= 0 ? (int64_t)(0 - (uint64_t)q) : q + 1;
}

static inline int64_t affc_mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? (int64_t)((uint64_t)r + (uint64_t)b) : r;
}

/* ------------------------------------------------------------- integers */

/* The low w bits of v (1 <= w <= 64). */
static inline uint64_t affc_trunc(uint64_t v, unsigned w) {
  return w < 64 ? v & (((uint64_t)1 << w) - 1) : v;
}

/* The w-bit value in the low bits of v, sign-extended. */
static inline int64_t affc_sext(uint64_t v, unsigned w) {
  uint64_t sign = (uint64_t)1 << (w - 1);
  return (int64_t)((affc_trunc(v, w) ^ sign) - sign);
}

/* arith.floordivsi and arith.ceildivsi: the quotient rounded toward -inf
 * and +inf. b != 0, and not (minimum value, -1): MLIR leaves both
 * undefined. */
static inline int64_t affc_floordivsi(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static inline int64_t affc_ceildivsi(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) == (b < 0)) ? q + 1 : q;
}

/* arith.ceildivui on zero-extended operands; b != 0. */
static inline uint64_t affc_ceildivui(uint64_t a, uint64_t b) {
  return a / b + (a % b != 0);
}

static inline int64_t affc_minsi(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t affc_maxsi(int64_t a, int64_t b) { return a > b ? a : b; }
static inline uint64_t affc_minui(uint64_t a, uint64_t b) { return a < b ? a : b; }
static inline uint64_t affc_maxui(uint64_t a, uint64_t b) { return a > b ? a : b; }

/* Shifts of a w-bit value by s (unsigned). MLIR makes s >= w poison; affc
 * defines it as shifting one bit at a time: shli and shrui give 0, shrsi
 * gives the sign (0 or -1). a is zero-extended for shrui, sign-extended
 * for shrsi. */
static inline uint64_t affc_shli(uint64_t a, uint64_t s, unsigned w) {
  return s < w ? a << s : 0;
}

static inline uint64_t affc_shrui(uint64_t a, uint64_t s, unsigned w) {
  return s < w ? a >> s : 0;
}

static inline int64_t affc_shrsi(int64_t a, uint64_t s, unsigned w) {
  unsigned n = s < w ? (unsigned)s : w - 1;
  return a < 0 ? ~(~a >> n) : a >> n;
}

/* The carry of arith.addui_extended on w-bit zero-extended operands. */
static inline bool affc_addui_carry(uint64_t a, uint64_t b, unsigned w) {
  return affc_trunc(a + b, w) < a;
}

/* The high 64 bits of the 128-bit product of a and b. */
static inline uint64_t affc_mulhi_u64(uint64_t a, uint64_t b) {
  uint64_t al = a & 0xffffffffu, ah = a >> 32;
  uint64_t bl = b & 0xffffffffu, bh = b >> 32;
  uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

/* Bits w .. 2w-1 of the product of two w-bit operands, given the 128-bit
 * product's halves hi:lo. */
static inline uint64_t affc_mul_high_bits(uint64_t hi, uint64_t lo,
                                          unsigned w) {
  return w == 64 ? hi : (hi << (64 - w)) | (lo >> w);
}

/* The high halves of arith.mului_extended (zero-extended operands) and
 * arith.mulsi_extended (sign-extended operands) for width w; the caller
 * keeps the low w bits. */
static inline uint64_t affc_mului_high(uint64_t a, uint64_t b, unsigned w) {
  return affc_mul_high_bits(affc_mulhi_u64(a, b), a * b, w);
}

static inline uint64_t affc_mulsi_high(int64_t a, int64_t b, unsigned w) {
  uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
  uint64_t hi = affc_mulhi_u64(ua, ub) - (a < 0 ? ub : 0) - (b < 0 ? ua : 0);
  return affc_mul_high_bits(hi, ua * ub, w);
}

/* math.absi: |a| wrapping (the minimum value stays itself). */
static inline uint64_t affc_absi(int64_t a) {
  return a < 0 ? 0 - (uint64_t)a : (uint64_t)a;
}

/* math.ctlz, math.cttz and math.ctpop of a w-bit zero-extended value;
 * the counts of 0 are w. */
static inline uint64_t affc_ctpop(uint64_t v) {
  uint64_t n = 0;
  for (; v; v &= v - 1)
    n++;
  return n;
}

static inline uint64_t affc_ctlz(uint64_t v, unsigned w) {
  uint64_t n = w;
  for (; v; v >>= 1)
    n--;
  return n;
}

static inline uint64_t affc_cttz(uint64_t v, unsigned w) {
  uint64_t n = 0;
  if (v == 0)
    return w;
  for (; !(v & 1); v >>= 1)
    n++;
  return n;
}

/* ----------------------------------------------------- float bit access */

static inline float affc_f32_from_bits(uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

static inline uint32_t affc_f32_bits(float f) {
  uint32_t bits;
  memcpy(&bits, &f, sizeof bits);
  return bits;
}

static inline double affc_f64_from_bits(uint64_t bits) {
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

static inline uint64_t affc_f64_bits(double d) {
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  return bits;
}

/* ----------------------------------------------------- f16 and bf16 */

typedef uint16_t affc_f16;
typedef uint16_t affc_bf16;

/* Rounds the magnitude bits m (an unsigned binary fraction) right by n
 * bits to nearest, ties to even. */
static inline uint64_t affc_round_shift(uint64_t m, unsigned n) {
  uint64_t r = m >> n, rem = m & (((uint64_t)1 << n) - 1);
  uint64_t half = (uint64_t)1 << (n - 1);
  return r + (rem > half || (rem == half && (r & 1)));
}

/* The f16 nearest to the double magnitude with the given bits (sign
 * cleared), ties to even: the one rounding of IEEE conversion. */
static inline uint16_t affc_f16_round_bits(uint64_t ad) {
  uint64_t e = ad >> 52, m = (ad & 0xfffffffffffffu) | ((uint64_t)1 << 52);
  if (ad > 0x7ff0000000000000u)
    return (uint16_t)(0x7e00 | ((ad >> 42) & 0x3ff));
  if (ad >= 0x40effe0000000000u) /* 65520 and more round to infinity */
    return 0x7c00;
  if (e < 1009)                  /* below 2^-14: subnormal or zero */
    return e < 998 ? 0 : (uint16_t)affc_round_shift(m, (unsigned)(1051 - e));
  return (uint16_t)(((e - 1008) << 10) + affc_round_shift(m & 0xfffffffffffffu, 42));
}

static inline affc_f16 affc_f64_to_f16(double d) {
  uint64_t bits = affc_f64_bits(d);
  return (affc_f16)(((bits >> 48) & 0x8000) |
                    affc_f16_round_bits(bits & 0x7fffffffffffffffu));
}

#if defined(__FLT16_MANT_DIG__)
static inline float affc_f16_to_f32(affc_f16 h) {
  _Float16 f;
  memcpy(&f, &h, sizeof f);
  return (float)f;
}

static inline affc_f16 affc_f32_to_f16(float x) {
  _Float16 f = (_Float16)x;
  affc_f16 h;
  memcpy(&h, &f, sizeof h);
  return h;
}
#else
static inline float affc_f16_to_f32(affc_f16 h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f;
  uint32_t m = h & 0x3ff;
  if (e == 0) {
    float f = (float)m * 0x1p-24f;
    return sign ? -f : f;
  }
  if (e == 31)
    return affc_f32_from_bits(sign | 0x7f800000u | (m << 13));
  return affc_f32_from_bits(sign | ((e + 112) << 23) | (m << 13));
}

static inline affc_f16 affc_f32_to_f16(float x) {
  return affc_f64_to_f16((double)x);
}
#endif

static inline float affc_bf16_to_f32(affc_bf16 h) {
  return affc_f32_from_bits((uint32_t)h << 16);
}

static inline affc_bf16 affc_f32_to_bf16(float x) {
  uint32_t bits = affc_f32_bits(x);
  if ((bits & 0x7fffffffu) > 0x7f800000u)
    return (affc_bf16)((bits >> 16) | 0x40);
  return (affc_bf16)((bits + 0x7fffu + ((bits >> 16) & 1)) >> 16);
}

/* f64 to bf16 with one rounding: to float rounding to odd (the inexact
 * result's last bit set), which keeps enough bits for the final rounding
 * to nearest even to be the correct one. */
static inline affc_bf16 affc_f64_to_bf16(double d) {
  float f = (float)d;
  if ((double)f != d && isfinite(f)) {
    uint32_t bits = affc_f32_bits(f);
    if (fabs((double)f) > fabs(d))
      bits--;
    f = affc_f32_from_bits(bits | 1);
  }
  return affc_f32_to_bf16(f);
}

/* ------------------------------------------------------- float ops */

/* arith.maximumf / minimumf: NaN if either operand is NaN, and
 * -0 < +0. */
static inline double affc_maximumf(double a, double b) {
  if (isnan(a) || isnan(b))
    return a + b;
  if (a == b)
    return signbit(a) ? b : a;
  return a > b ? a : b;
}

static inline double affc_minimumf(double a, double b) {
  if (isnan(a) || isnan(b))
    return a + b;
  if (a == b)
    return signbit(a) ? a : b;
  return a < b ? a : b;
}

/* arith.maxnumf / minnumf (IEEE maxNum / minNum): a NaN operand is
 * ignored. Two zeros of different signs are where MLIR 22 is not
 * consistent, and affc follows it: its folder (constant operands) orders
 * -0 < +0 (the _ordered forms), its lowering returns the first operand
 * (the second for f16: the C emitter swaps the operands there). */
static inline double affc_maxnumf(double a, double b) {
  if (isnan(a) || isnan(b))
    return isnan(a) ? b : a;
  return a >= b ? a : b;
}

static inline double affc_minnumf(double a, double b) {
  if (isnan(a) || isnan(b))
    return isnan(a) ? b : a;
  return a <= b ? a : b;
}

static inline double affc_maxnumf_ordered(double a, double b) {
  if (isnan(a) || isnan(b))
    return isnan(a) ? b : a;
  return affc_maximumf(a, b);
}

static inline double affc_minnumf_ordered(double a, double b) {
  if (isnan(a) || isnan(b))
    return isnan(a) ? b : a;
  return affc_minimumf(a, b);
}

static inline float affc_maximumf_f32(float a, float b) {
  return (float)affc_maximumf(a, b);
}

static inline float affc_minimumf_f32(float a, float b) {
  return (float)affc_minimumf(a, b);
}

static inline float affc_maxnumf_f32(float a, float b) {
  return (float)affc_maxnumf(a, b);
}

static inline float affc_minnumf_f32(float a, float b) {
  return (float)affc_minnumf(a, b);
}

static inline float affc_maxnumf_ordered_f32(float a, float b) {
  return (float)affc_maxnumf_ordered(a, b);
}

static inline float affc_minnumf_ordered_f32(float a, float b) {
  return (float)affc_minnumf_ordered(a, b);
}

/* arith.fptosi / fptoui to w bits. MLIR makes values out of range (and
 * NaN) poison; affc saturates them and maps NaN to 0, so C never
 * converts an out-of-range float. */
static inline int64_t affc_fptosi(double x, unsigned w) {
  double lim = ldexp(1.0, (int)w - 1);
  if (isnan(x))
    return 0;
  if (x >= lim)
    return (int64_t)(((uint64_t)1 << (w - 1)) - 1);
  if (x <= -lim)
    return -(int64_t)(((uint64_t)1 << (w - 1)) - 1) - 1;
  return (int64_t)x;
}

static inline uint64_t affc_fptoui(double x, unsigned w) {
  double lim = ldexp(1.0, (int)w);
  if (isnan(x) || x <= -1.0)
    return 0;
  if (x >= lim)
    return w < 64 ? ((uint64_t)1 << w) - 1 : UINT64_MAX;
  return (uint64_t)x;
}

/* ------------------------------------------------------------ math */

/* math.ipowi as MLIR's math-to-funcs computes it, on sign-extended
 * operands; the caller keeps the low bits. A negative power of 0 divides
 * by zero in MLIR; affc gives 0. */
static inline uint64_t affc_ipowi(int64_t b, int64_t p) {
  uint64_t r = 1, ub = (uint64_t)b, up = (uint64_t)p;
  if (p < 0)
    return b == 1 ? 1 : b == -1 ? ((p & 1) ? UINT64_MAX : 1) : 0;
  for (; up; up >>= 1, ub *= ub)
    if (up & 1)
      r *= ub;
  return r;
}

/* x rounded to format fmt: 0 f64, 1 f32, 2 f16, 3 bf16. */
static inline double affc_round_to(double x, int fmt) {
  switch (fmt) {
  case 1: return (float)x;
  case 2: return affc_f16_to_f32(affc_f64_to_f16(x));
  case 3: return affc_bf16_to_f32(affc_f64_to_bf16(x));
  default: return x;
  }
}

/* math.fpowi as MLIR's math-to-funcs computes it: square and multiply in
 * the float format fmt (affc_round_to) with a w-bit signed power p. */
static inline double affc_fpowi(double b, int64_t p, unsigned w, int fmt) {
  bool is_min = p == -(int64_t)(((uint64_t)1 << (w - 1)) - 1) - 1;
  uint64_t up = is_min ? ((uint64_t)1 << (w - 1)) - 1
                       : p < 0 ? 0 - (uint64_t)p : (uint64_t)p;
  double r = 1.0, base = b;
  if (p == 0)
    return 1.0;
  for (;; base = affc_round_to(base * base, fmt)) {
    if (up & 1)
      r = affc_round_to(r * base, fmt);
    up >>= 1;
    if (!up)
      break;
  }
  if (is_min)
    r = affc_round_to(r * b, fmt);
  return p < 0 ? affc_round_to(1.0 / r, fmt) : r;
}

/* math.isnormal of the half types, on their own exponent ranges. */
static inline bool affc_isnormal_f16(affc_f16 h) {
  unsigned e = (h >> 10) & 0x1f;
  return e != 0 && e != 0x1f;
}

static inline bool affc_isnormal_bf16(affc_bf16 h) {
  unsigned e = (h >> 7) & 0xff;
  return e != 0 && e != 0xff;
}

#pragma GCC diagnostic pop

#endif
