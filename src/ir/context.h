/*
 * context.h - the inside of IrContext, private to src/ir.
 *
 * The context owns two chunked bump arenas (arena.h: ops, blocks and
 * values in one, every other IR object in the other), the string intern
 * table, one hash-consing table per uniqued kind (types,
 * attributes, affine expressions, maps, sets) and the diagnostic state.
 * Only the files of src/ir that implement ir.h and diag.h, and the parser,
 * include this header; everyone else sees IrContext as an opaque type.
 *
 * Threads: a sibling context (ir_context_create_sibling) shares its
 * owner's uniquing tables and nothing else, so a second thread can build
 * IR in it while the owner's thread goes on: objects of both are uniqued
 * together, and equal ones are still one pointer. The tables are the only
 * state two threads touch at once (see ir_uniq_probe).
 */
#ifndef AFFC_IR_CONTEXT_H
#define AFFC_IR_CONTEXT_H

#include <pthread.h>
#include <stdatomic.h>

#include "arena.h"
#include "ir.h"

typedef struct StreamState StreamState;

/* One slot of a hash-consing table: the object and its full hash. The
 * hash is written before the object is published. */
typedef struct UniqEntry {
  uint64_t hash;
  void *_Atomic obj;
} UniqEntry;

/* A table's slot array; cap is a power of two. A grown table gets a new
 * array, and the old one stays readable (retired) until the tables are
 * freed: a thread may still be probing it. */
typedef struct UniqSlots {
  struct UniqSlots *retired;
  size_t cap;
  UniqEntry *entries; /* pages_alloc'ed */
} UniqSlots;

/* Open-addressing (linear probing) table that only grows. Lookups read the
 * published array without locking; additions hold the lock from the
 * probe that misses to ir_uniq_fill. What additions write is on a cache
 * line of its own, so one thread's additions do not evict what the other
 * thread's every lookup reads. */
typedef struct UniqTable {
  _Alignas(64) UniqSlots *_Atomic slots;
  _Alignas(64) size_t count; /* under lock */
  pthread_mutex_t lock;
} UniqTable;

typedef enum UniqKind {
  UNIQ_STRING, /* objects are InternedString */
  UNIQ_TYPE,
  UNIQ_ATTR,
  UNIQ_AFFINE_EXPR,
  UNIQ_AFFINE_MAP,
  UNIQ_INTEGER_SET,
  UNIQ_NUM_KINDS,
} UniqKind;

/* The text of one file registered with ir_diag_add_source; line_starts is
 * built on the first diagnostic that quotes it. */
typedef struct DiagSource {
  const char *file; /* interned */
  const char *text;
  size_t len;
  size_t *line_starts; /* malloc'ed, num_lines entries */
  size_t num_lines;
} DiagSource;

/* The uniquing tables of a context and its siblings. */
typedef struct UniqTables {
  UniqTable kinds[UNIQ_NUM_KINDS];
} UniqTables;

struct IrContext {
  Arena arena; /* what lives as long as the context */
  Arena body;  /* ops, blocks, block arguments (ir_body_alloc) */
  Arena scratch;     /* ir_alloc's between ir_scratch_begin and _end */
  ArenaMark scratch_start;
  bool in_scratch;
  unsigned building; /* uniqued objects being built: they must last */
  UniqTables *uniq;      /* the owner's, shared by its siblings */
  IrContext *owner;      /* NULL, or the context this one is a sibling of */
  IrContext *siblings;   /* an owner's siblings, destroyed with it */
  IrContext *next_sibling;
  /* diagnostics */
  FILE *diag_out;
  unsigned num_errors;
  bool diag_muted;       /* see ir_diag_mute */
  unsigned muted_diags; /* diagnostics left unsaid since ir_diag_mute */
  DiagSource *sources; /* malloc'ed */
  unsigned num_sources, cap_sources;
  /* frequently built objects, filled on first use */
  IrType *index_type, *none_type, *float_types[IR_F128 + 1];
  IrType *int_types[3][65]; /* [signedness][width] for widths up to 64 */
  IrAttr *unit_attr, *bool_attrs[2], *empty_dict;
  IrAffineExpr *dim_exprs[16], *sym_exprs[16]; /* d0.., s0.. */
  /* interned names of op defs, so creating an op under its def's own name
   * hashes nothing: slot = def's address bits (see op_name in op.c) */
  struct { const IrOpDef *def; const char *name; } def_names[256];
  /* the latest ir_intern answers, by the address asked about (context.c) */
  struct { const char *src, *text; size_t len; } recent[256];
  /* the parse in progress, or NULL: while it runs, the vectors of build
   * hooks (value_vec_push & co.) live in its scratch memory */
  struct ParseState *parse;
  struct StreamState *stream; /* see stream.h; NULL unless enabled */
};

/* A new context that shares owner's uniquing tables and lives until owner
 * is destroyed (its objects may be in the tables). Objects of either may
 * be used with the other. Create siblings on owner's thread; a sibling is
 * then used by one thread at a time. */
IrContext *ir_context_create_sibling(IrContext *owner);

/* Ops, blocks and block arguments come out of the body arena, which
 * stream.c releases one top-level op at a time. */
void *ir_body_alloc(IrContext *ctx, size_t size);
void *ir_body_grow(IrContext *ctx, void *old, size_t old_len, size_t new_cap,
                   size_t elem_size);

/* Equality of a stored object with a lookup key (both of one kind). */
typedef bool (*UniqEqFn)(const void *stored, const void *key);

/* Finds the entry for key (of the given hash) in table kind. Returns its
 * slot: slot->obj is the stored object, or NULL when key is absent; then
 * the table is locked, and the caller builds the object (allocating, not
 * uniquing) and calls ir_uniq_fill on that slot, which unlocks it. */
UniqEntry *ir_uniq_probe(IrContext *ctx, UniqKind kind, uint64_t hash,
                         UniqEqFn eq, const void *key);
/* Stores obj in the empty slot returned by ir_uniq_probe and unlocks the
 * table; returns obj. */
void *ir_uniq_fill(IrContext *ctx, UniqKind kind, UniqEntry *slot,
                   uint64_t hash, void *obj);

/* Hash helpers: mixing words and hashing byte strings. */
static inline uint64_t ir_hash_mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 32);
}
static inline uint64_t ir_hash_ptr(uint64_t h, const void *p) {
  return ir_hash_mix(h, (uint64_t)(uintptr_t)p);
}
uint64_t ir_hash_bytes(uint64_t h, const void *data, size_t len);

#endif
