/*
 * arena.h - chunked bump allocators, private to src/ir.
 *
 * The context has two (context.h): one for what lives as long as the
 * context (interned strings, uniqued types, attributes and affine
 * objects), one for ops, blocks and values, which a reader that prints
 * each top-level op as soon as it is read hands back op by op
 * (arena_release, see stream.c). Memory comes out zeroed: fresh chunks
 * from the kernel, released memory zeroed when it is released.
 */
#ifndef AFFC_IR_ARENA_H
#define AFFC_IR_ARENA_H

#include <stddef.h>

typedef struct ArenaChunk ArenaChunk;

typedef struct Arena {
  ArenaChunk *chunk; /* current chunk; older ones are linked behind it */
  ArenaChunk *spare; /* released chunks, kept for reuse */
  ArenaChunk *big;   /* chunks of one big allocation each, newest first */
  char *top, *end;   /* free space of the current chunk */
  char *last_alloc;  /* start of the latest allocation (for arena_grow) */
  size_t next_chunk_size;
} Arena;

/* A point in an arena's history, to release back to. */
typedef struct ArenaMark {
  ArenaChunk *chunk, *big;
  char *top;
} ArenaMark;

void arena_init(Arena *a);
void arena_destroy(Arena *a);
/* size bytes of zeroed memory, 8-byte aligned; ends the process through
 * ir_oom when memory runs out. */
void *arena_alloc(Arena *a, size_t size);
/* old (old_len elements) as an array of new_cap elements: in place when
 * old is the latest allocation and there is room, else copied. */
void *arena_grow(Arena *a, void *old, size_t old_len, size_t new_cap,
                 size_t elem_size);
ArenaMark arena_mark(const Arena *a);
/* Frees everything allocated since mark: its memory is zeroed and kept
 * for the allocations that follow. */
void arena_release(Arena *a, ArenaMark mark);

/* size bytes of zeroed memory straight from the system, or NULL: whole
 * transparent huge pages when size is a multiple of 2 MiB. */
void *pages_alloc(size_t size);
void pages_free(void *p, size_t size);
/* The size to ask pages_alloc for when at least size bytes are needed:
 * from 128 KiB on, whole huge pages (one page fault for 2 MiB instead of
 * 512, where a fault costs microseconds). */
size_t pages_round(size_t size);

#endif
