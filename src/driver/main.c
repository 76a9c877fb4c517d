/*
 * main.c - the affc command line: read the input, parse, verify, run the
 * passes, emit.
 *
 *   affc [options] <file.mlir | -> [-o <out>]
 *
 * Exit status: 0 on success, 1 when the input is bad (diagnostics on
 * stderr), 2 on bad usage. The output file is written to a temporary file
 * next to it and renamed into place only on success, so an error never
 * leaves a half-written or truncated output behind.
 */
#define _XOPEN_SOURCE 700 /* POSIX 2008 and realpath */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "codegen/emit.h"
#include "ir/diag.h"
#include "ir/parse.h"
#include "ir/verifier.h"
#include "input.h"
#include "stats.h"
#include "transforms/pipeline.h"

#ifndef AFFC_VERSION
#define AFFC_VERSION "unknown"
#endif
#ifndef AFFC_MLIR_VERSION
#define AFFC_MLIR_VERSION "unknown"
#endif

/* The emitters, by --emit name; the first is the default. An emitter that
 * cannot fail once it writes (direct: it never fails, or it writes
 * nothing unless it succeeds) writes straight to a stream output instead
 * of through memory, which matters for huge modules. */
static const struct Emitter {
  const char *name;
  EmitFn fn;
  bool direct;
  EmitStreamFn stream; /* makes the parse stream to it, or NULL: unless
                          --remarks asks for the passes' reports, the
                          module is read (and transformed) function by
                          function (ir/stream.h) */
  bool has_lines; /* -g applies to it */
  const char *help;
} emitters[] = {
    {"c", emit_c, true, emit_c_stream, true,
     "write the module as one self-contained C11 file"},
    {"bench", emit_bench, false, NULL, true,
     "write the C and a program that times each public function"},
    {"h", emit_header, false, NULL, false,
     "write the C header of what --emit=c exports"},
    {"mlir", emit_mlir, true, emit_mlir_stream, false,
     "print the verified module as MLIR"},
    {"deps", emit_deps, false, NULL, false,
     "print the remarks of mlir-opt --test-memref-dependence-check"},
};
enum { NUM_EMITTERS = sizeof emitters / sizeof emitters[0] };

typedef struct Options {
  const char *input;  /* "-" for stdin */
  const char *output; /* NULL or "-" for stdout */
  const struct Emitter *emitter;
  EmitOptions emit;
  int level;          /* -O<level> */
  const char *passes; /* --passes=<list>, run after the level's passes */
  Pipeline pipeline;  /* what the level and --passes ask for, and how */
  bool parallel_reductions;
  bool stats;         /* --stats: report each stage's time and memory */
  bool bench_options; /* a --bench-* option was given */
} Options;

static void usage(FILE *out) {
  fputs("usage: affc [options] <file.mlir | -> [-o <out>]\n"
        "\n"
        "Reads MLIR at the affine level, verifies it and writes it out as C\n"
        "(or as the kind --emit names).\n"
        "\n"
        "options:\n",
        out);
  for (int i = 0; i < NUM_EMITTERS; i++)
    fprintf(out, "  --emit=%-7s %s%s\n", emitters[i].name, emitters[i].help,
            i == 0 ? " (default)" : "");
  fputs("  --abi=plain    C functions take one T * per memref, dynamic sizes\n"
        "                 as int64_t (default; README, \"ABI\")\n"
        "  --abi=mlir     also export _mlir_ciface_<name> taking MLIR's\n"
        "                 strided memref descriptors\n"
        "  -g             with --emit=c, #line directives that point each\n"
        "                 statement at its line of the input\n"
        "  --bench-func=<name>  with --emit=bench, time only @<name>\n"
        "  --bench-sizes=<n,m,...>  with --emit=bench, the dynamic sizes of\n"
        "                 the memrefs, then the integer arguments, in order\n"
        "  --bench-reps=<n>  with --emit=bench, timed calls (default 10)\n"
        "  --bench-ref=<file.c>  with --emit=bench, compare with the same\n"
        "                 functions written by hand in file.c\n"
        "  --vector-ext   GCC/clang vector types for vectors instead of arrays\n"
        "  --dma=sync     affine.dma_start copies at once, dma_wait does nothing\n"
        "                 (default)\n"
        "  --dma=async    the copy may run until the dma_wait of its tag\n"
        "  -O0 .. -O3     the optimization level (default -O0: the loops\n"
        "                 of the input); see 'levels' below\n"
        "  --passes=<list>  run these passes (MLIR's names and options)\n"
        "                 after the level's\n"
        "  --parallel-reductions  let -O1 and up run floating-point\n"
        "                 reductions in parallel (their bits may change)\n"
        "  --remarks      report what each pass did and did not do, and why\n"
        "  --verify-each  verify the module after every pass\n"
        "  --stats        report on stderr the time of each stage (parse,\n"
        "                 verify, each pass, emit) and the peak memory\n"
        "  --mlir-print-op-generic  with --emit=mlir, print every op in the\n"
        "                 generic form, as mlir-opt does with this flag\n"
        "  --allow-unregistered-dialect  accepted, so that mlir-opt's command\n"
        "                 lines work: affc always reads ops of unknown dialects\n"
        "  -o <file>      write the output to <file> ('-': stdout, the default)\n"
        "  -              as the input file: read standard input\n"
        "  --help, -h     show this help\n"
        "  --version      show the version and the MLIR version whose syntax\n"
        "                 and meaning affc follows\n"
        "\n",
        out);
  pipeline_print_help(out);
}

/* The emitter named name, or NULL after reporting the known names. */
static const struct Emitter *find_emitter(const char *name) {
  for (int i = 0; i < NUM_EMITTERS; i++)
    if (!strcmp(emitters[i].name, name))
      return &emitters[i];
  fprintf(stderr, "affc: error: unknown --emit kind '%s' (known:", name);
  for (int i = 0; i < NUM_EMITTERS; i++)
    fprintf(stderr, "%s %s", i ? "," : "", emitters[i].name);
  fputs(")\n", stderr);
  return NULL;
}

/* For a = "<flag>=<value>", the index of value in values[0..2) (the
 * enum of the option), or -1 after reporting an unknown value; -2 when a
 * is another option. */
static int choice(const char *a, const char *flag, const char *const values[2]) {
  size_t n = strlen(flag);
  if (strncmp(a, flag, n) || a[n] != '=')
    return -2;
  for (int k = 0; k < 2; k++)
    if (!strcmp(a + n + 1, values[k]))
      return k;
  fprintf(stderr, "affc: error: unknown %s '%s' (known: %s, %s)\n", flag,
          a + n + 1, values[0], values[1]);
  return -1;
}

/* Reads list, comma-separated integers, into opts (--bench-sizes). */
static bool parse_sizes(const char *list, EmitOptions *opts) {
  static int64_t sizes[64];
  unsigned n = 0;
  for (const char *p = list;; p++) {
    char *end;
    long long v = strtoll(p, &end, 10);
    if (end == p || (*end != ',' && *end) || n == 64) {
      fprintf(stderr, "affc: error: --bench-sizes takes up to 64 integers "
                      "separated by commas, not '%s'\n", list);
      return false;
    }
    sizes[n++] = v;
    if (!*(p = end))
      break;
  }
  opts->bench_sizes = sizes;
  opts->num_bench_sizes = n;
  return true;
}

/* Reads a --bench-* option a into opts; returns 1 when it was one, 0
 * when a is another option, -1 after reporting a bad value. */
static int parse_bench_option(const char *a, Options *opts) {
  EmitOptions *eo = &opts->emit;
  char *end;
  if (!strncmp(a, "--bench-func=", 13)) {
    eo->bench_func = a + 13;
  } else if (!strncmp(a, "--bench-sizes=", 14)) {
    if (!parse_sizes(a + 14, eo))
      return -1;
  } else if (!strncmp(a, "--bench-reps=", 13)) {
    long v = strtol(a + 13, &end, 10);
    if (end == a + 13 || *end || v < 1 || v > 1000000) {
      fprintf(stderr, "affc: error: --bench-reps takes a number from 1 to "
                      "1000000, not '%s'\n", a + 13);
      return -1;
    }
    eo->bench_reps = (int)v;
  } else if (!strncmp(a, "--bench-ref=", 12)) {
    /* the program includes it: by a path that holds wherever it is built */
    if (!(eo->bench_ref = realpath(a + 12, NULL))) {
      fprintf(stderr, "affc: error: cannot read '%s'\n", a + 12);
      return -1;
    }
  } else {
    return 0;
  }
  opts->bench_options = true;
  return 1;
}

/* Fills opts from argv; returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, Options *opts) {
  static const char *const abis[] = {[EMIT_ABI_PLAIN] = "plain",
                                     [EMIT_ABI_MLIR] = "mlir"};
  static const char *const dmas[] = {[EMIT_DMA_SYNC] = "sync",
                                     [EMIT_DMA_ASYNC] = "async"};
  for (int i = 1, k; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      usage(stdout);
      return 0;
    }
    if (!strcmp(a, "--version")) {
      printf("affc %s (MLIR %s syntax and semantics)\n", AFFC_VERSION,
             AFFC_MLIR_VERSION);
      return 0;
    }
    if (!strcmp(a, "-o")) {
      if (++i == argc) {
        fprintf(stderr, "affc: error: -o needs a file name\n");
        return 2;
      }
      opts->output = argv[i];
    } else if (!strncmp(a, "--emit=", 7)) {
      if (!(opts->emitter = find_emitter(a + 7)))
        return 2;
    } else if ((k = choice(a, "--abi", abis)) != -2) {
      if (k < 0)
        return 2;
      opts->emit.abi = (EmitAbi)k;
    } else if ((k = choice(a, "--dma", dmas)) != -2) {
      if (k < 0)
        return 2;
      opts->emit.dma = (EmitDma)k;
    } else if ((k = parse_bench_option(a, opts)) != 0) {
      if (k < 0)
        return 2;
    } else if (!strcmp(a, "-g")) {
      opts->emit.line_directives = true;
    } else if (!strcmp(a, "--vector-ext")) {
      opts->emit.vector_extensions = true;
    } else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' &&
               a[3] == '\0') {
      opts->level = a[2] - '0';
    } else if (!strncmp(a, "--passes=", 9)) {
      opts->passes = a + 9;
    } else if (!strcmp(a, "--parallel-reductions")) {
      opts->parallel_reductions = true;
    } else if (!strcmp(a, "--remarks")) {
      opts->pipeline.remarks = true;
    } else if (!strcmp(a, "--verify-each")) {
      opts->pipeline.verify_each = true;
    } else if (!strcmp(a, "--stats")) {
      opts->stats = true;
    } else if (!strcmp(a, "--mlir-print-op-generic")) {
      opts->emit.generic = true;
    } else if (!strcmp(a, "--allow-unregistered-dialect")) {
      /* nothing to allow: unknown dialects are always read */
    } else if (a[0] == '-' && a[1] != '\0') {
      fprintf(stderr, "affc: error: unknown option '%s'\n", a);
      usage(stderr);
      return 2;
    } else if (opts->input) {
      fprintf(stderr, "affc: error: more than one input file\n");
      return 2;
    } else {
      opts->input = a;
    }
  }
  if (!opts->input) {
    fprintf(stderr, "affc: error: no input file\n");
    usage(stderr);
    return 2;
  }
  if (opts->emit.generic && opts->emitter->fn != emit_mlir) {
    fprintf(stderr, "affc: error: --mlir-print-op-generic needs --emit=mlir\n");
    return 2;
  }
  if (opts->emit.line_directives && !opts->emitter->has_lines) {
    fprintf(stderr, "affc: error: -g needs --emit=c or --emit=bench\n");
    return 2;
  }
  if (opts->bench_options && opts->emitter->fn != emit_bench) {
    fprintf(stderr, "affc: error: --bench-* options need --emit=bench\n");
    return 2;
  }
  pipeline_add_level(&opts->pipeline, opts->level, opts->parallel_reductions);
  if (opts->passes && !pipeline_parse(&opts->pipeline, opts->passes))
    return 2;
  return -1;
}

/* Runs the emitter into out. */
static bool emit(const Options *opts, IrContext *ctx, IrOp *module,
                 FILE *out) {
  return opts->emitter->fn(ctx, module, &opts->emit, out);
}

/* Runs a fallible emitter into memory and copies the text to out only
 * when it succeeds. Returns whether the emitter succeeded; *written tells
 * whether the copy did. */
static bool emit_through_memory(const Options *opts, IrContext *ctx,
                                IrOp *module, FILE *out, bool *written) {
  char *buf = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&buf, &len);
  if (!mem)
    ir_oom();
  bool ok = emit(opts, ctx, module, mem);
  fclose(mem);
  if (ok)
    *written = fwrite(buf, 1, len, out) == len;
  free(buf);
  return ok;
}

/* Writes to standard output, a device or a pipe, where nothing needs
 * protecting from a half-written file. A direct emitter writes straight
 * out, which matters for huge modules. */
static int write_stream(const Options *opts, IrContext *ctx, IrOp *module) {
  bool to_stdout = !opts->output || !strcmp(opts->output, "-");
  FILE *out = to_stdout ? stdout : fopen(opts->output, "w");
  bool written = out != NULL, emitted = false;
  if (out && opts->emitter->direct)
    emitted = emit(opts, ctx, module, out);
  else if (out)
    emitted = emit_through_memory(opts, ctx, module, out, &written);
  if (out) {
    written &= fflush(out) == 0 && !ferror(out);
    if (out != stdout)
      written &= fclose(out) == 0;
  }
  if (!written)
    fprintf(stderr, "affc: error: cannot write '%s'\n",
            to_stdout ? "<stdout>" : opts->output);
  return emitted && written ? 0 : 1;
}

/* A path that names something other than a regular file (/dev/null, a
 * pipe) is written in place; a regular file is replaced only on success. */
static bool is_special_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && !S_ISREG(st.st_mode);
}

/* The mode the output file gets: a replaced file's own, else what the
 * umask leaves of 0666 (mkstemp makes the temporary file 0600). */
static mode_t output_mode(const char *path) {
  struct stat st;
  if (stat(path, &st) == 0)
    return st.st_mode & 07777;
  mode_t mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

/* Writes the output through a temporary file renamed on success. */
static int write_output(const Options *opts, IrContext *ctx, IrOp *module) {
  if (!opts->output || !strcmp(opts->output, "-") ||
      is_special_file(opts->output))
    return write_stream(opts, ctx, module);
  size_t n = strlen(opts->output) + 16;
  char *tmp = malloc(n);
  snprintf(tmp, n, "%s.tmpXXXXXX", opts->output);
  int fd = mkstemp(tmp);
  if (fd >= 0)
    fchmod(fd, output_mode(opts->output));
  FILE *out = fd >= 0 ? fdopen(fd, "w") : NULL;
  int status = 1;
  bool emitted = false;
  if (out) {
    emitted = emit(opts, ctx, module, out);
    bool ok = emitted && !ferror(out);
    ok &= fclose(out) == 0;
    if (ok && rename(tmp, opts->output) == 0)
      status = 0;
  }
  if (status != 0) {
    if (emitted || !out)
      fprintf(stderr, "affc: error: cannot write '%s'\n", opts->output);
    unlink(tmp);
  }
  free(tmp);
  return status;
}

/* Runs the pipeline on the verified module, one pass at a time so that
 * each is a stage of stats; false after an error. */
static bool transform(const Options *opts, IrContext *ctx, IrOp *module,
                      Stats *stats) {
  for (unsigned i = 0; i < opts->pipeline.num; i++) {
    Pipeline one = opts->pipeline;
    one.num = 1;
    one.passes += i;
    bool ok = pipeline_run(&one, ctx, module);
    stats_stage(stats, one.passes[0].def->name);
    if (!ok)
      return false;
  }
  return true;
}

/* Parses, verifies, transforms and writes out in, read as name, marking
 * the end of each stage in stats; streams where the emitter may (see
 * struct Emitter). *reread tells that the output was not written because
 * streaming made it stale (emit_c_stream_stale). */
static int translate_text(Options *opts, const InputText *in,
                          const char *name, bool stream, Stats *stats,
                          bool *reread) {
  IrContext *ctx = ir_context_create();
  bool passes = opts->pipeline.num > 0;
  bool streaming = stream && opts->emitter->stream && !opts->pipeline.remarks;
  if (streaming)
    opts->emitter->stream(ctx, &opts->emit);
  if (streaming && passes)
    pipeline_stream(&opts->pipeline, ctx);
  IrOp *module = in->mapped
                     ? ir_parse_mapped_module(ctx, name, in->text, in->len)
                     : ir_parse_module(ctx, name, in->text, in->len);
  stats_stage(stats, !streaming ? "parse"
                     : passes    ? "parse (with verify, passes and print of "
                                   "each streamed function)"
                                 : "parse (with verify and print of each "
                                   "streamed function)");
  int status = 1;
  bool ok = module && ir_verify(ctx, module);
  if (module)
    stats_stage(stats, "verify");
  if (ok && transform(opts, ctx, module, stats)) {
    status = write_output(opts, ctx, module);
    stats_stage(stats, "emit");
  }
  *reread = status != 0 && emit_c_stream_stale(ctx) &&
            ir_diag_error_count(ctx) == 0;
  ir_context_destroy(ctx);
  return status;
}

/* Reads the input opts names and translates it (translate_text), a second
 * time without streaming when streaming made the output stale. */
static int translate(Options *opts, Stats *stats) {
  InputText in;
  if (!input_open(opts->input, &in))
    return 1;
  const char *name = strcmp(opts->input, "-") == 0 ? "<stdin>" : opts->input;
  opts->emit.input_name = name;
  opts->emit.output_name = opts->output;
  bool reread;
  int status = translate_text(opts, &in, name, true, stats, &reread);
  if (reread)
    status = translate_text(opts, &in, name, false, stats, &reread);
  input_close(&in);
  return status;
}

/* translate, with the --stats report after it. */
static int run(Options *opts) {
  Stats stats;
  stats_begin(&stats);
  int status = translate(opts, &stats);
  if (opts->stats)
    stats_print(&stats, stderr);
  stats_free(&stats);
  return status;
}

static int affc_main(int argc, char **argv) {
  Options opts = {.emitter = &emitters[0], .emit.bench_reps = 10};
  int status = parse_args(argc, argv, &opts);
  if (status < 0)
    status = run(&opts);
  pipeline_free(&opts.pipeline);
  free((char *)opts.emit.bench_ref);
  return status;
}

/* The verifier, the printer and the C emitter recurse on nested ops, and
 * input may nest up to 16,384 levels (lex.c): more than a default 8 MiB
 * stack holds once a sanitizer or another compiler makes the frames
 * bigger. So affc runs on a thread whose stack is reserved big enough,
 * and touched only as deep as the input goes. */
enum { MAIN_STACK = 512 << 20 };

typedef struct MainArgs {
  int argc;
  char **argv;
  int status;
} MainArgs;

static void *main_thread(void *arg) {
  MainArgs *m = arg;
  m->status = affc_main(m->argc, m->argv);
  return NULL;
}

int main(int argc, char **argv) {
  MainArgs m = {argc, argv, 1};
  pthread_attr_t attr;
  pthread_t thread;
  if (pthread_attr_init(&attr) != 0 ||
      pthread_attr_setstacksize(&attr, MAIN_STACK) != 0 ||
      pthread_create(&thread, &attr, main_thread, &m) != 0)
    return affc_main(argc, argv); /* on the process's own stack, then */
  pthread_attr_destroy(&attr);
  pthread_join(thread, NULL);
  return m.status;
}
