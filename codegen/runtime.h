/*
 * runtime.h - the runtime headers, embedded into affc.
 *
 * Each runtime/affc_rt_<piece>.h is compiled into affc as a string (see
 * cmake/embed_runtime.cmake), so the C emitter can copy the pieces a program
 * uses into its output and that output needs no other file.
 */
#ifndef AFFC_RUNTIME_H
#define AFFC_RUNTIME_H

/* The text of runtime/affc_rt_<piece>.h, or NULL when there is no such
 * piece. */
const char *affc_rt_text(const char *piece);

#endif
