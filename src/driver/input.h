/*
 * input.h - the text of the input file, mapped or read into memory.
 */
#ifndef AFFC_DRIVER_INPUT_H
#define AFFC_DRIVER_INPUT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct InputText {
  const char *text;
  size_t len;
  /* text is a read-only mapping of the file: pages of it may be handed
   * back to the kernel, and they fault in again from the file */
  bool mapped;
} InputText;

/* Opens path ("-" for standard input). A regular file is mapped; anything
 * else (a pipe, a terminal) is read into memory. Reports an error on
 * stderr and returns false when it cannot. */
bool input_open(const char *path, InputText *in);
void input_close(InputText *in);

#endif
