/*
 * affc_rt_complex.h - complex<f32> and complex<f64> values and the ops of
 * MLIR's complex dialect on them (runtime piece "complex", which needs
 * "scalar" for affc_maximumf and affc_minimumf).
 *
 * A complex value is a struct of its real and imaginary parts, laid out as
 * MLIR lays out complex<T> in memory (two T, real first) and passed by
 * value as MLIR's C interface passes it. Each op computes exactly what
 * mlir-opt --convert-complex-to-standard expands it to, one IEEE operation
 * at a time in the part type (FP_CONTRACT is off in affc's files), so the
 * results are those mlir-runner prints bit for bit, special values
 * (infinities, NaN, signed zeros) included. The functions are written once
 * for both part types by AFFC_COMPLEX_OPS(T, name suffix, libm suffix).
 */
#ifndef AFFC_RT_COMPLEX_H
#define AFFC_RT_COMPLEX_H

#include <math.h>
#include <stdbool.h>

/* affc pastes the scalar piece before this one; its guard then skips this
 * #include. */
#ifndef AFFC_RT_SCALAR_H
#include "affc_rt_scalar.h"
#endif

typedef struct {
  float re, im;
} affc_complex_f32;

typedef struct {
  double re, im;
} affc_complex_f64;

/* |z| without overflow: the larger part times sqrt(1 + (smaller/larger)^2),
 * the smaller part where that is NaN (both parts zero or infinite). The
 * parts' absolute values are compared with maximumf/minimumf, so a NaN
 * part gives NaN. */
#define AFFC_COMPLEX_ABS(T, S, F)                                            \
  static inline T affc_complex_abs_##S(affc_complex_##S z) {                 \
    T ax = fabs##F(z.re), ay = fabs##F(z.im);                                \
    T mx = (T)affc_maximumf(ax, ay), mn = (T)affc_minimumf(ax, ay);          \
    T ratio = mn / mx;                                                       \
    T r = mx * sqrt##F(ratio * ratio + (T)1);                                \
    return isnan(r) ? mn : r;                                                \
  }

/* The parts' arithmetic and comparisons. */
#define AFFC_COMPLEX_ARITH(T, S)                                             \
  static inline affc_complex_##S affc_complex_add_##S(affc_complex_##S a,    \
                                                      affc_complex_##S b) {  \
    return (affc_complex_##S){a.re + b.re, a.im + b.im};                     \
  }                                                                          \
  static inline affc_complex_##S affc_complex_sub_##S(affc_complex_##S a,    \
                                                      affc_complex_##S b) {  \
    return (affc_complex_##S){a.re - b.re, a.im - b.im};                     \
  }                                                                          \
  static inline affc_complex_##S affc_complex_mul_##S(affc_complex_##S a,    \
                                                      affc_complex_##S b) {  \
    return (affc_complex_##S){a.re * b.re - a.im * b.im,                     \
                              a.im * b.re + a.re * b.im};                    \
  }                                                                          \
  static inline affc_complex_##S affc_complex_neg_##S(affc_complex_##S a) {  \
    return (affc_complex_##S){-a.re, -a.im};                                 \
  }                                                                          \
  static inline affc_complex_##S affc_complex_conj_##S(affc_complex_##S a) { \
    return (affc_complex_##S){a.re, -a.im};                                  \
  }                                                                          \
  static inline bool affc_complex_eq_##S(affc_complex_##S a,                 \
                                         affc_complex_##S b) {               \
    return a.re == b.re && a.im == b.im;                                     \
  }                                                                          \
  static inline bool affc_complex_neq_##S(affc_complex_##S a,                \
                                          affc_complex_##S b) {              \
    return a.re != b.re || a.im != b.im;                                     \
  }

/* a / b by Smith's algorithm (the ratio of b's smaller to its larger
 * part), with C99 Annex G's answers where that gives NaN for both parts:
 * a non-NaN over zero is an infinity, an infinity over a finite value an
 * infinity, a finite value over an infinity a zero. */
#define AFFC_COMPLEX_DIV(T, S, F)                                            \
  static inline affc_complex_##S affc_complex_div_##S(affc_complex_##S a,    \
                                                      affc_complex_##S b) {  \
    T inf = (T)INFINITY, zero = (T)0, one = (T)1;                            \
    T r1 = b.re / b.im, d1 = b.im + r1 * b.re;                               \
    T r2 = b.im / b.re, d2 = b.re + r2 * b.im;                               \
    T cre = fabs##F(b.re), cim = fabs##F(b.im);                              \
    T are = fabs##F(a.re), aim = fabs##F(a.im);                              \
    bool im_larger = cre < cim;                                              \
    T re = im_larger ? (a.re * r1 + a.im) / d1 : (a.re + a.im * r2) / d2;    \
    T im = im_larger ? (a.im * r1 - a.re) / d1 : (a.im - a.re * r2) / d2;    \
    if (!(isnan(re) && isnan(im)))                                           \
      return (affc_complex_##S){re, im};                                     \
    if ((!isnan(a.re) || !isnan(a.im)) && cre == zero && cim == zero) {      \
      T s = copysign##F(inf, b.re);                                          \
      return (affc_complex_##S){s * a.re, s * a.im};                         \
    }                                                                        \
    if ((are == inf || aim == inf) && cre < inf && cim < inf) {              \
      T x = copysign##F(are == inf ? one : zero, a.re);                      \
      T y = copysign##F(aim == inf ? one : zero, a.im);                      \
      return (affc_complex_##S){inf * (x * b.re + y * b.im),                 \
                                inf * (y * b.re - x * b.im)};                \
    }                                                                        \
    if (are < inf && aim < inf && (cre == inf || cim == inf)) {              \
      T x = copysign##F(cre == inf ? one : zero, b.re);                      \
      T y = copysign##F(cim == inf ? one : zero, b.im);                      \
      return (affc_complex_##S){zero * (a.re * x + a.im * y),                \
                                zero * (a.im * x - a.re * y)};               \
    }                                                                        \
    return (affc_complex_##S){re, im};                                       \
  }

/* exp, log, sqrt and sign through the parts' libm functions; exp scales
 * by exp(re/2) twice where exp(re) overflows. */
#define AFFC_COMPLEX_ELEMENTARY(T, S, F)                                     \
  static inline T affc_complex_angle_##S(affc_complex_##S z) {               \
    return atan2##F(z.im, z.re);                                             \
  }                                                                          \
  static inline affc_complex_##S affc_complex_exp_##S(affc_complex_##S z) {  \
    T e = exp##F(z.re), h = exp##F(z.re * (T)0.5);                           \
    T c = cos##F(z.im), s = sin##F(z.im);                                    \
    bool big = e == (T)INFINITY;                                             \
    T re = big ? h * c * h : e * c;                                          \
    T im = z.im == (T)0 ? (T)0 : big ? h * s * h : e * s;                    \
    return (affc_complex_##S){re, im};                                       \
  }                                                                          \
  static inline affc_complex_##S affc_complex_log_##S(affc_complex_##S z) {  \
    return (affc_complex_##S){log##F(affc_complex_abs_##S(z)),               \
                              atan2##F(z.im, z.re)};                         \
  }                                                                          \
  static inline affc_complex_##S affc_complex_sign_##S(affc_complex_##S z) { \
    if (z.re == (T)0 && z.im == (T)0)                                        \
      return z;                                                              \
    T r = affc_complex_abs_##S(z);                                           \
    return (affc_complex_##S){z.re / r, z.im / r};                           \
  }                                                                          \
  static inline affc_complex_##S affc_complex_sqrt_##S(affc_complex_##S z) { \
    T inf = (T)INFINITY, zero = (T)0;                                        \
    T ax = fabs##F(z.re), ay = fabs##F(z.im);                                \
    T mx = (T)affc_maximumf(ax, ay), mn = (T)affc_minimumf(ax, ay);          \
    T ratio = mn / mx;                                                       \
    T m = sqrt##F(mx) * pow##F(ratio * ratio + (T)1, (T)0.25);               \
    if (isnan(m))                                                            \
      m = mn;                                                                \
    T t = atan2##F(z.im, z.re) * (T)0.5;                                     \
    T c = cos##F(t), s = sin##F(t);                                          \
    T re = m * c, im = s == zero ? zero : m * s;                             \
    if (z.re == -inf && ay < inf)                                            \
      re = zero;                                                             \
    if (ay == inf || z.re == inf)                                            \
      re = inf;                                                              \
    if (isnan(m))                                                            \
      im = (T)NAN;                                                           \
    if (ay == inf || z.re == -inf)                                           \
      im = copysign##F(inf, z.im);                                           \
    if (m == zero)                                                           \
      re = im = zero;                                                        \
    return (affc_complex_##S){re, im};                                       \
  }

#define AFFC_COMPLEX_OPS(T, S, F)                                            \
  AFFC_COMPLEX_ABS(T, S, F)                                                  \
  AFFC_COMPLEX_ARITH(T, S)                                                   \
  AFFC_COMPLEX_DIV(T, S, F)                                                  \
  AFFC_COMPLEX_ELEMENTARY(T, S, F)

AFFC_COMPLEX_OPS(float, f32, f)
AFFC_COMPLEX_OPS(double, f64, )

#endif
