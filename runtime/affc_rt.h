/*
 * affc_rt.h - the whole affc runtime in one header, for C code written by
 * hand around affc's output (affc itself copies only the pieces a program
 * uses into the C it writes, so its output needs no file from here).
 *
 * Every piece is a runtime/affc_rt_<piece>.h of static inline functions,
 * types and macros, all named affc_... or AFFC_...; tests/exec/rt_headers.sh
 * checks that this list names them all.
 */
#ifndef AFFC_RT_H
#define AFFC_RT_H

#include "affc_rt_scalar.h"
#include "affc_rt_complex.h"
#include "affc_rt_memory.h"
#include "affc_rt_print.h"
#include "affc_rt_dma.h"
#include "affc_rt_bench.h"

#endif
