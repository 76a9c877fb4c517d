/*
 * emit.h - the emitters: each turns a verified module into one output.
 *
 * The driver picks one by its --emit name (the table in src/driver/main.c),
 * hands it a memory stream and copies that stream to the real output only
 * when the emitter succeeds: an emitter may fail half-way (reporting why
 * through the context's diagnostics) without leaving a partial file.
 */
#ifndef AFFC_EMIT_H
#define AFFC_EMIT_H

#include "ir/ir.h"

/* The calling convention of emitted C functions (README, "ABI"). */
typedef enum EmitAbi {
  EMIT_ABI_PLAIN, /* one T * per memref, dynamic sizes as int64_t */
  EMIT_ABI_MLIR,  /* _mlir_ciface_<name> with strided memref descriptors */
} EmitAbi;

/* How affine.dma_start / dma_wait run (--dma; runtime/affc_rt_dma.h). */
typedef enum EmitDma {
  EMIT_DMA_SYNC,  /* the copy happens at dma_start; dma_wait is a no-op */
  EMIT_DMA_ASYNC, /* the copy may happen until the tag's dma_wait */
} EmitDma;

typedef struct EmitOptions {
  const char *input_name;  /* as given on the command line, or "<stdin>" */
  const char *output_name; /* the -o file, or NULL for standard output */
  EmitAbi abi;
  bool vector_extensions;  /* GCC/clang vector types instead of arrays */
  EmitDma dma;
  bool generic;            /* --emit=mlir: every op in the generic form */
  bool line_directives;    /* -g: #line directives back to the input */
  /* --emit=bench (codegen/emit_bench.c) */
  const char *bench_func;  /* the function to time; NULL: every public one */
  const char *bench_ref;   /* the hand-written C to compare with, or NULL */
  const int64_t *bench_sizes; /* dynamic sizes and integer arguments */
  unsigned num_bench_sizes;
  int bench_reps;          /* timed calls per function */
} EmitOptions;

/* Writes the whole output for module to out. Returns false after reporting
 * at least one error; out is then discarded. */
typedef bool (*EmitFn)(IrContext *ctx, IrOp *module, const EmitOptions *opts,
                       FILE *out);

/* --emit=c: the module as one self-contained C11 file (codegen/emit_c.c). */
bool emit_c(IrContext *ctx, IrOp *module, const EmitOptions *opts, FILE *out);
/* --emit=h: the C header declaring what --emit=c exports. */
bool emit_header(IrContext *ctx, IrOp *module, const EmitOptions *opts,
                 FILE *out);

/* --emit=bench: the C of the module and a program that times its public
 * functions on deterministic inputs, prints checksums of their memrefs
 * and compares them with a hand-written version (codegen/emit_bench.c). */
bool emit_bench(IrContext *ctx, IrOp *module, const EmitOptions *opts,
                FILE *out);

/* --emit=mlir: the verified module in MLIR's custom form, or in the
 * generic form (opts->generic). */
bool emit_mlir(IrContext *ctx, IrOp *module, const EmitOptions *opts,
               FILE *out);

/* Makes the next parse with ctx hand each function to the emitter as soon
 * as it is read, so that memory holds one function's IR at a time
 * (ir/stream.h); for a module no pass changes. opts must outlive ctx. */
typedef void (*EmitStreamFn)(IrContext *ctx, const EmitOptions *opts);
/* For emit_mlir (nothing in the generic form, which the stream does not
 * print). */
void emit_mlir_stream(IrContext *ctx, const EmitOptions *opts);
/* For emit_c (codegen/emit_c_stream.c). */
void emit_c_stream(IrContext *ctx, const EmitOptions *opts);
/* True when emit_c failed only because a function emitted as it was read
 * took a name that the rest of the module needs: the input must be read
 * again without streaming. */
bool emit_c_stream_stale(IrContext *ctx);

/* --emit=deps: the memref dependence remarks of mlir-opt's
 * --test-memref-dependence-check, one line per question. */
bool emit_deps(IrContext *ctx, IrOp *module, const EmitOptions *opts,
               FILE *out);

#endif
