/*
 * affc_rt_print.h - MLIR's runner-utils printing functions, in C.
 *
 * Programs written for mlir-runner call printF64, printMemrefF32 and friends
 * from MLIR's runner-utils libraries. affc's C calls these `affc_`-prefixed
 * functions instead; each prints exactly what MLIR 22's version prints on
 * stdout:
 *   scalars   affc_printI64 affc_printU64 affc_printF32 affc_printF64
 *             affc_printString affc_printOpen affc_printClose affc_printComma
 *             affc_printNewline
 *   memrefs   affc_printMemref<T>(rank, desc)        "Unranked Memref ..."
 *             affc_printMemrefShape<T>(rank, desc)    header line only
 *             affc_printMemref<N>d<T>(desc)           "Memref ..." (ranked)
 * with <T> one of I8 I16 I32 I64 F16 BF16 F32 F64 Ind as MLIR names them
 * (MLIR's complex C32/C64 have no affc type and are left out).
 *
 * An unranked memref is (rank, desc), desc pointing to MLIR's
 * StridedMemRefType layout:
 *   { T *allocated; T *aligned; int64_t offset;
 *     int64_t sizes[rank]; int64_t strides[rank]; }
 *
 * Formats, as MLIR's C++ streams and printf produce them: floats "%g" (f16
 * and bf16 widened to float first), index as unsigned, i8 as a raw
 * character. Like MLIR, a dimension of size 0 still prints the element at
 * its start, so such a memref must own at least one element there.
 *
 * Needs the scalar piece (affc_rt_scalar.h) for f16 and bf16.
 */
#ifndef AFFC_RT_PRINT_H
#define AFFC_RT_PRINT_H

#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* f16 and bf16 conversions come from the scalar piece. affc pastes that
 * piece before this one; its guard then skips this #include. */
#ifndef AFFC_RT_SCALAR_H
#include "affc_rt_scalar.h"
#endif

static inline void affc_printI64(int64_t v) { printf("%" PRId64, v); }
static inline void affc_printU64(uint64_t v) { printf("%" PRIu64, v); }
static inline void affc_printF32(float v) { printf("%g", (double)v); }
static inline void affc_printF64(double v) { printf("%g", v); }
static inline void affc_printString(const char *s) { fputs(s, stdout); }
static inline void affc_printOpen(void) { fputs("( ", stdout); }
static inline void affc_printClose(void) { fputs(" )", stdout); }
static inline void affc_printComma(void) { fputs(", ", stdout); }
static inline void affc_printNewline(void) { putchar('\n'); }

/* The fixed part of MLIR's StridedMemRefType; sizes[] follows it. */
typedef struct affc_print_layout {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[1];
} affc_print_layout;

/* A memref descriptor, its fields copied out with memcpy so that any
 * struct with MLIR's layout may be passed. */
typedef struct affc_print_desc {
  const void *aligned;
  int64_t offset;
  const int64_t *sizes; /* rank of them, then rank strides */
} affc_print_desc;

static inline affc_print_desc affc_print_desc_read(const void *desc) {
  const char *p = (const char *)desc;
  affc_print_desc d;
  memcpy(&d.aligned, p + offsetof(affc_print_layout, aligned),
         sizeof d.aligned);
  memcpy(&d.offset, p + offsetof(affc_print_layout, offset), sizeof d.offset);
  d.sizes = (const int64_t *)(p + offsetof(affc_print_layout, sizes));
  return d;
}

/* Prints element `index` (in elements, from the aligned pointer). */
typedef void (*affc_print_elem_fn)(const void *aligned, int64_t index);

/* Reads element `index` of size `size` into out (no alignment assumed). */
static inline void affc_print_load(void *out, const void *aligned,
                                   int64_t index, size_t size) {
  memcpy(out, (const char *)aligned + index * (int64_t)size, size);
}

/* affc_print_elem_<T>(p, i): loads element i of C type ctype into v and
 * prints it with `print`, a statement over v. */
#define AFFC_PRINT_ELEM(T, ctype, print)                                      \
  static inline void affc_print_elem_##T(const void *p, int64_t i) {          \
    ctype v;                                                                  \
    affc_print_load(&v, p, i, sizeof v);                                      \
    print;                                                                    \
  }

/* A C++ stream prints int8_t as a char; MLIR's runner utils take index as
 * uint64_t; f16 and bf16 print through float. */
AFFC_PRINT_ELEM(I8, int8_t, putchar((unsigned char)v))
AFFC_PRINT_ELEM(I16, int16_t, affc_printI64(v))
AFFC_PRINT_ELEM(I32, int32_t, affc_printI64(v))
AFFC_PRINT_ELEM(I64, int64_t, affc_printI64(v))
AFFC_PRINT_ELEM(Ind, uint64_t, affc_printU64(v))
AFFC_PRINT_ELEM(F16, uint16_t, affc_printF32(affc_f16_to_f32(v)))
AFFC_PRINT_ELEM(BF16, uint16_t, affc_printF32(affc_bf16_to_f32(v)))
AFFC_PRINT_ELEM(F32, float, affc_printF32(v))
AFFC_PRINT_ELEM(F64, double, affc_printF64(v))

/* "base@ = 0x... rank = R offset = O sizes = [..] strides = [..]". A null
 * base prints as "0", as a C++ stream prints a null pointer. */
static inline void affc_print_memref_header(int64_t rank,
                                            const affc_print_desc *d) {
  uintptr_t base = (uintptr_t)d->aligned;
  if (base)
    printf("base@ = 0x%" PRIxPTR, base);
  else
    fputs("base@ = 0", stdout);
  printf(" rank = %" PRId64 " offset = %" PRId64 " sizes = [", rank,
         d->offset);
  for (int64_t i = 0; i < 2 * rank; i++) {
    if (i == rank)
      fputs("] strides = [", stdout);
    else if (i > 0)
      fputs(", ", stdout);
    printf("%" PRId64, d->sizes[i]);
  }
  fputs(rank == 0 ? "] strides = []" : "]", stdout);
}

/* Prints the `dims` innermost dimensions starting at element `offset`:
 * nested brackets, ", " between items, a line break between rows, and
 * each row after the first indented to line up under its opening bracket
 * (one space per enclosing bracket). */
static inline void affc_print_memref_data(affc_print_elem_fn elem,
                                          const void *aligned, int64_t rank,
                                          int64_t dims, int64_t offset,
                                          const int64_t *sizes,
                                          const int64_t *strides) {
  if (dims == 0) {
    elem(aligned, offset);
    return;
  }
  putchar('[');
  for (int64_t i = 0; i == 0 || i < sizes[0]; i++) {
    if (i > 0) {
      fputs(dims > 1 ? ", \n" : ", ", stdout);
      printf("%*s", (int)(rank - dims + 1), "");
    }
    affc_print_memref_data(elem, aligned, rank, dims - 1,
                           offset + i * strides[0], sizes + 1, strides + 1);
  }
  putchar(']');
}

/* printMemref<T>'s whole output, after `prefix` ("Unranked Memref " or
 * "Memref "). */
static inline void affc_print_memref(const char *prefix, affc_print_elem_fn elem,
                                     int64_t rank, const void *desc) {
  affc_print_desc d = affc_print_desc_read(desc);
  fputs(prefix, stdout);
  affc_print_memref_header(rank, &d);
  fputs(" data = \n", stdout);
  if (rank == 0)
    putchar('[');
  affc_print_memref_data(elem, d.aligned, rank, rank, d.offset, d.sizes,
                         d.sizes + rank);
  if (rank == 0)
    putchar(']');
  putchar('\n');
}

/* printMemrefShape<T>: the header line alone. */
static inline void affc_print_memref_shape(int64_t rank, const void *desc) {
  affc_print_desc d = affc_print_desc_read(desc);
  fputs("Unranked Memref ", stdout);
  affc_print_memref_header(rank, &d);
  putchar('\n');
}

/* affc_printMemref<T>(rank, desc) and affc_printMemrefShape<T>(rank, desc)
 * for one element type T. */
#define AFFC_PRINT_UNRANKED(T)                                                \
  static inline void affc_printMemref##T(int64_t rank, const void *desc) {    \
    affc_print_memref("Unranked Memref ", affc_print_elem_##T, rank, desc);   \
  }                                                                           \
  static inline void affc_printMemrefShape##T(int64_t rank,                   \
                                              const void *desc) {             \
    affc_print_memref_shape(rank, desc);                                      \
  }

/* affc_printMemref<N>d<T>(desc): a ranked memref of rank N. */
#define AFFC_PRINT_RANKED(N, T)                                               \
  static inline void affc_printMemref##N##d##T(const void *desc) {            \
    affc_print_memref("Memref ", affc_print_elem_##T, N, desc);               \
  }

AFFC_PRINT_UNRANKED(I8)
AFFC_PRINT_UNRANKED(I16)
AFFC_PRINT_UNRANKED(I32)
AFFC_PRINT_UNRANKED(I64)
AFFC_PRINT_UNRANKED(Ind)
AFFC_PRINT_UNRANKED(F16)
AFFC_PRINT_UNRANKED(BF16)
AFFC_PRINT_UNRANKED(F32)
AFFC_PRINT_UNRANKED(F64)

AFFC_PRINT_RANKED(0, F32)
AFFC_PRINT_RANKED(1, F32)
AFFC_PRINT_RANKED(2, F32)
AFFC_PRINT_RANKED(3, F32)
AFFC_PRINT_RANKED(4, F32)
AFFC_PRINT_RANKED(1, I8)
AFFC_PRINT_RANKED(1, I32)
AFFC_PRINT_RANKED(1, I64)
AFFC_PRINT_RANKED(1, F64)
AFFC_PRINT_RANKED(1, Ind)

#endif
