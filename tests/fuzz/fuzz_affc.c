/*
 * fuzz_affc.c - the libFuzzer target (tests/fuzz/run.sh): one input goes
 * through everything affc does to a file: parse, verify, every emitter;
 * then, read again, the -O2 passes (each followed by the verifier) and
 * every emitter on what they made; then the same at -O3 (the polyhedral
 * scheduler); then -O1's C as the driver writes it, each function
 * transformed and translated as it is read. libFuzzer with AddressSanitizer and
 * UBSan reports any crash, leak, undefined behaviour or input that takes
 * longer than its -timeout.
 *
 * As in src/driver/main.c, the work runs on a thread with a big stack:
 * the parser admits 16,384 nesting levels, which the recursive verifier
 * and printers follow.
 */
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "codegen/emit.h"
#include "ir/parse.h"
#include "ir/verifier.h"
#include "transforms/pipeline.h"

enum { FUZZ_STACK = 512 << 20 };

typedef struct FuzzInput {
  const char *text;
  size_t len;
} FuzzInput;

/* Runs every emitter on module into sink. */
static void emit_all(IrContext *ctx, IrOp *module, FILE *sink) {
  static const EmitFn emitters[] = {emit_c, emit_header, emit_mlir, emit_deps};
  EmitOptions opts = {.input_name = "fuzz.mlir", .bench_reps = 1};
  for (size_t i = 0; i < sizeof emitters / sizeof emitters[0]; i++)
    emitters[i](ctx, module, &opts, sink);
}

/* Parses and verifies the input, then runs the passes of -O`level`
 * (none for 0) and every emitter; false when the input is not valid. */
static bool translate_at(const FuzzInput *in, int level, FILE *sink) {
  IrContext *ctx = ir_context_create();
  IrOp *module = ir_parse_module(ctx, "fuzz.mlir", in->text, in->len);
  bool valid = module && ir_verify(ctx, module);
  if (valid) {
    Pipeline pl = {.verify_each = true};
    pipeline_add_level(&pl, level, true);
    if (pipeline_run(&pl, ctx, module))
      emit_all(ctx, module, sink);
    pipeline_free(&pl);
  }
  ir_context_destroy(ctx);
  return valid;
}

/* As the driver runs -O`level` --emit=c without --remarks: the passes and
 * the C of each function as it is read (ir/stream.h), the rest after. */
static void translate_streamed(const FuzzInput *in, int level, FILE *sink) {
  IrContext *ctx = ir_context_create();
  EmitOptions opts = {.input_name = "fuzz.mlir", .bench_reps = 1};
  Pipeline pl = {.verify_each = true};
  pipeline_add_level(&pl, level, true);
  emit_c_stream(ctx, &opts);
  pipeline_stream(&pl, ctx);
  IrOp *module = ir_parse_module(ctx, "fuzz.mlir", in->text, in->len);
  if (module && ir_verify(ctx, module) && pipeline_run(&pl, ctx, module))
    emit_c(ctx, module, &opts, sink);
  ir_context_destroy(ctx);
  pipeline_free(&pl);
}

static void *translate(void *arg) {
  FILE *sink = fopen("/dev/null", "w");
  if (sink && translate_at(arg, 0, sink)) {
    translate_at(arg, 2, sink);
    translate_at(arg, 3, sink);
    translate_streamed(arg, 1, sink);
  }
  if (sink)
    fclose(sink);
  return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzInput in = {(const char *)data, size};
  pthread_attr_t attr;
  pthread_t thread;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, FUZZ_STACK);
  if (pthread_create(&thread, &attr, translate, &in) == 0)
    pthread_join(thread, NULL);
  pthread_attr_destroy(&attr);
  return 0;
}
