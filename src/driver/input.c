/*
 * input.c - the text of the input file.
 *
 * A regular file is mapped rather than read: the parser copies it piece by
 * piece into the lexer's buffer and hands parsed pages back (see
 * ir_parse_mapped_module), so a big input never sits in private memory as
 * a whole. Pipes and terminals are read into a growing buffer.
 */
#define _POSIX_C_SOURCE 200809L
#include "input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define AFFC_HAVE_MMAP 1
#endif

/* Reads all of f into a malloc'd buffer; NULL on error. */
static char *read_all(FILE *f, size_t *len) {
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  while (buf) {
    n += fread(buf + n, 1, cap - n, f);
    if (n < cap)
      break;
    cap *= 2;
    char *grown = realloc(buf, cap);
    if (!grown)
      free(buf);
    buf = grown;
  }
  if (!buf || ferror(f)) {
    free(buf);
    return NULL;
  }
  *len = n;
  return buf;
}

/* Maps f when it is a non-empty regular file; false otherwise. */
static bool map_file(FILE *f, InputText *in) {
#ifdef AFFC_HAVE_MMAP
  struct stat st;
  if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0)
    return false;
  void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE,
                 fileno(f), 0);
  if (p == MAP_FAILED)
    return false;
  *in = (InputText){p, (size_t)st.st_size, true};
  return true;
#else
  (void)f;
  (void)in;
  return false;
#endif
}

bool input_open(const char *path, InputText *in) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "affc: error: cannot open '%s'\n", path);
    return false;
  }
  bool ok = map_file(f, in);
  if (!ok) {
    size_t len = 0;
    char *text = read_all(f, &len);
    *in = (InputText){text, len, false};
    ok = text != NULL;
    if (!ok)
      fprintf(stderr, "affc: error: cannot read '%s'\n", path);
  }
  if (f != stdin)
    fclose(f);
  return ok;
}

void input_close(InputText *in) {
#ifdef AFFC_HAVE_MMAP
  if (in->mapped) {
    munmap((void *)in->text, in->len);
    return;
  }
#endif
  free((void *)in->text);
}
