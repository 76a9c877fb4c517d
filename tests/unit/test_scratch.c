/*
 * test_scratch.c - what lasts of work done between ir_scratch_begin and
 * ir_scratch_end (src/ir/ir.h).
 *
 * Scratch memory goes back at ir_scratch_end and is reused, but what
 * uniquing keeps must last: a type, an affine expression and an interned
 * string made in scratch are still there, whole and unique, after later
 * scratch work has written over the memory given back. Under
 * AddressSanitizer, the memory given back is poisoned until it is reused.
 */
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#endif

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s\n", what);
    failures++;
  }
}

/* What one scratch round makes: the objects, and a scratch string. */
typedef struct Made {
  IrType *vector;
  IrAffineExpr *sum;
  const char *name;
} Made;

static const int64_t shape[] = {3, 7};

static Made make(IrContext *ctx) {
  return (Made){
      ir_type_vector(ctx, 2, shape, NULL, ir_type_float(ctx, IR_F32)),
      ir_affine_add(ctx, ir_affine_dim(ctx, 0), ir_affine_constant(ctx, 77)),
      ir_intern(ctx, "made-in-scratch", 15)};
}

/* A scratch round that fills the memory the last one gave back. */
static void scribble(IrContext *ctx) {
  ir_scratch_begin(ctx);
  for (int i = 0; i < 256; i++)
    memset(ir_sprintf(ctx, "%4096d", i), 'x', 4096);
  ir_scratch_end(ctx);
}

/* Scratch memory read after ir_scratch_end is reported by ASan. */
static void check_poisoned(IrContext *ctx) {
#if defined(__SANITIZE_ADDRESS__)
  ir_scratch_begin(ctx);
  const char *gone = ir_sprintf(ctx, "%s", "handed back");
  check(!__asan_address_is_poisoned(gone), "scratch in use is not poisoned");
  ir_scratch_end(ctx);
  check(__asan_address_is_poisoned(gone), "scratch handed back is poisoned");
#else
  (void)ctx;
#endif
}

int main(void) {
  IrContext *ctx = ir_context_create();
  ir_scratch_begin(ctx);
  Made first = make(ctx);
  ir_scratch_end(ctx);
  scribble(ctx);
  Made again = make(ctx);
  check(first.vector == again.vector, "the vector type stays unique");
  check(first.vector->u.shaped.rank == 2 &&
            first.vector->u.shaped.shape[0] == 3 &&
            first.vector->u.shaped.shape[1] == 7,
        "the vector type's shape lasts");
  check(first.sum == again.sum, "the affine expression stays unique");
  check(first.name == again.name && !strcmp(first.name, "made-in-scratch"),
        "the interned string lasts");
  check_poisoned(ctx);
  ir_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures != 0;
}
