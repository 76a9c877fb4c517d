/*
 * dep_memo.c - a bounded table of dependence answers by key (deps.h,
 * dep_memo.h). Open addressing on a 64-bit hash of the key; each entry
 * holds its key, to compare, and the answer with its components.
 */
#include "dep_memo.h"

#include <stdlib.h>
#include <string.h>

typedef struct MemoEntry {
  uint64_t hash;
  size_t len;
  DepAnswer answer;
  unsigned n;
  int64_t data[]; /* the key, then lb and ub of each component */
} MemoEntry;

struct DepMemo {
  MemoEntry **slots; /* 2 * DEP_MEMO_MAX of them */
  unsigned used;
};

DepMemo *dep_memo_create(void) {
  DepMemo *m = calloc(1, sizeof *m);
  if (m)
    m->slots = calloc(2 * DEP_MEMO_MAX, sizeof *m->slots);
  if (!m || !m->slots)
    ir_oom();
  return m;
}

/* Empties the table. */
static void clear(DepMemo *m) {
  for (unsigned i = 0; i < 2 * DEP_MEMO_MAX; i++) {
    free(m->slots[i]);
    m->slots[i] = NULL;
  }
  m->used = 0;
}

void dep_memo_destroy(DepMemo *m) {
  if (!m)
    return;
  clear(m);
  free(m->slots);
  free(m);
}

static uint64_t hash_of(const int64_t *key, size_t len) {
  uint64_t h = 0x9E3779B97F4A7C15u ^ len;
  for (size_t i = 0; i < len; i++) {
    h ^= (uint64_t)key[i];
    h *= 0xFF51AFD7ED558CCDu;
    h ^= h >> 32;
  }
  return h;
}

/* The slot of key: where it is, or the empty one where it would go. */
static MemoEntry **slot_of(DepMemo *m, const int64_t *key, size_t len,
                           uint64_t h) {
  unsigned mask = 2 * DEP_MEMO_MAX - 1, s = (unsigned)h & mask;
  for (; m->slots[s]; s = (s + 1) & mask) {
    const MemoEntry *e = m->slots[s];
    if (e->hash == h && e->len == len &&
        !memcmp(e->data, key, len * sizeof *key))
      break;
  }
  return &m->slots[s];
}

bool dep_memo_find(DepMemo *m, const int64_t *key, size_t len,
                   DepAnswer *answer, DepComponent *comps, unsigned n) {
  const MemoEntry *e = *slot_of(m, key, len, hash_of(key, len));
  if (!e || (e->answer == DEP_EXISTS && e->n < n))
    return false;
  *answer = e->answer;
  for (unsigned k = 0; k < n; k++) {
    comps[k].lb = e->data[len + 2 * k];
    comps[k].ub = e->data[len + 2 * k + 1];
  }
  return true;
}

void dep_memo_add(DepMemo *m, const int64_t *key, size_t len,
                  DepAnswer answer, const DepComponent *comps, unsigned n) {
  if (m->used == DEP_MEMO_MAX)
    clear(m);
  uint64_t h = hash_of(key, len);
  MemoEntry **slot = slot_of(m, key, len, h);
  if (*slot)
    return;
  MemoEntry *e = malloc(sizeof *e + (len + 2 * n) * sizeof *e->data);
  if (!e)
    ir_oom();
  *e = (MemoEntry){h, len, answer, n};
  memcpy(e->data, key, len * sizeof *key);
  for (unsigned k = 0; k < n; k++) {
    e->data[len + 2 * k] = comps[k].lb;
    e->data[len + 2 * k + 1] = comps[k].ub;
  }
  *slot = e;
  m->used++;
}
