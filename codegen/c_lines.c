/*
 * c_lines.c - -g: #line directives that attribute each line of a function
 * body to the line of the input its op came from.
 *
 * While it emits a body, c_line puts a marker "#@<line>" before every
 * line it writes. Here the whole file is written out with the markers
 * replaced by directives, and only where one is needed: a compiler counts
 * lines on from the last directive, so a directive is written when the
 * line it would count to is not the line wanted (consecutive ops on
 * consecutive input lines need none; the second line of one op needs
 * one). Unmarked lines (headers, runtime helpers, types, the prototypes
 * of functions, main and the _mlir_ciface_ wrappers) are attributed to
 * the C file itself, so that diagnostics there point at the C.
 */
#include <string.h>

#include "c_emit.h"

/* Where the compiler believes a line is. */
typedef struct Place {
  bool input; /* in the input (.mlir), else in the C file */
  long line;
} Place;

/* Writes name as the contents of a C string literal. */
static void write_quoted(const char *name, FILE *out) {
  fputc('"', out);
  for (const char *p = name; *p; p++) {
    if (*p == '"' || *p == '\\')
      fputc('\\', out);
    fputc(*p, out);
  }
  fputc('"', out);
}

/* The line number of the marker at line[0..n), or 0 when it is none. */
static long marker(const char *line, size_t n) {
  if (n < 3 || line[0] != '#' || line[1] != '@')
    return 0;
  long v = 0;
  for (size_t i = 2; i < n; i++) {
    if (line[i] < '0' || line[i] > '9')
      return 0;
    v = v * 10 + (line[i] - '0');
  }
  return v;
}

void c_write_lines(const char *text, size_t len, const EmitOptions *opts,
                   FILE *out) {
  const char *self = opts->output_name && strcmp(opts->output_name, "-")
                         ? opts->output_name
                         : "<stdout>";
  Place at = {false, 1}; /* where the next line written is believed */
  long written = 1;      /* the next line's number in the C file */
  long wanted = 0;       /* the marker before this line, if any */
  for (size_t i = 0; i < len;) {
    size_t n = strcspn(text + i, "\n");
    long m = marker(text + i, n);
    if (m) {
      wanted = m;
    } else {
      Place want = {wanted > 0, wanted > 0 ? wanted : written};
      if (want.input != at.input || want.line != at.line) {
        want.line += !want.input; /* past the directive */
        fprintf(out, "#line %ld ", want.line);
        write_quoted(want.input ? opts->input_name : self, out);
        fputc('\n', out);
        written++;
        at = want;
      }
      fwrite(text + i, 1, n, out);
      fputc('\n', out);
      written++;
      at.line++;
      wanted = 0;
    }
    i += n + (i + n < len);
  }
}
