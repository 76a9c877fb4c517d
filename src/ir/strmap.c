/*
 * strmap.c - open addressing with linear probing and tombstone-free
 * deletion (backward shift), so lookups stay short after many removals.
 */
#include "strmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "ir.h"

typedef struct Slot {
  const char *key;
  size_t len;
  size_t hash;
  void *value;
} Slot;

struct StrMap {
  Slot *slots;
  size_t cap, count; /* cap is a power of two */
};

/* FNV-1a, eight bytes a step while eight are left (most keys are short
 * value names, but op names, looked up for every op, are not), then
 * MurmurHash3's finalizer: a multiply only carries bits upwards, and the
 * table indexes by the low bits. */
static size_t hash_bytes(const char *s, size_t len) {
  uint64_t h = 1469598103934665603ull;
  for (; len >= 8; s += 8, len -= 8) {
    uint64_t w;
    memcpy(&w, s, 8);
    h = (h ^ w) * 1099511628211ull;
  }
  for (; len; s++, len--)
    h = (h ^ (unsigned char)*s) * 1099511628211ull;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  return (size_t)(h ^ (h >> 33));
}

/* Zeroed slots; big arrays are whole huge pages (pages_round). */
static Slot *slots_alloc(size_t cap) {
  Slot *slots = pages_alloc(cap * sizeof *slots);
  if (!slots)
    ir_oom();
  return slots;
}

static void slots_free(Slot *slots, size_t cap) {
  pages_free(slots, cap * sizeof *slots);
}

StrMap *strmap_create(void) {
  StrMap *m = calloc(1, sizeof *m);
  if (!m)
    ir_oom();
  m->cap = 16;
  m->slots = slots_alloc(m->cap);
  return m;
}

StrMap *strmap_copy(const StrMap *m) {
  StrMap *c = malloc(sizeof *c);
  if (!c)
    ir_oom();
  Slot *slots = slots_alloc(m->cap);
  memcpy(slots, m->slots, m->cap * sizeof *slots);
  *c = (StrMap){slots, m->cap, m->count};
  return c;
}

void strmap_destroy(StrMap *m) {
  if (!m)
    return;
  slots_free(m->slots, m->cap);
  free(m);
}

static Slot *find(const StrMap *m, const char *key, size_t len, size_t h) {
  for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    Slot *s = &m->slots[i];
    if (!s->key || (s->hash == h && s->len == len &&
                    memcmp(s->key, key, len) == 0))
      return s;
  }
}

void *strmap_get(const StrMap *m, const char *key, size_t len) {
  return find(m, key, len, hash_bytes(key, len))->value;
}

/* Doubles the slots, or more: to whole huge pages (the cap stays a power
 * of two). */
static void grow(StrMap *m) {
  Slot *old = m->slots;
  size_t old_cap = m->cap;
  m->cap = pages_round(old_cap * 2 * sizeof(Slot)) / sizeof(Slot);
  m->slots = slots_alloc(m->cap);
  for (size_t i = 0; i < old_cap; i++)
    if (old[i].key)
      *find(m, old[i].key, old[i].len, old[i].hash) = old[i];
  slots_free(old, old_cap);
}

/* Removes slot s, shifting later members of its probe run back. */
static void remove_slot(StrMap *m, Slot *s) {
  size_t i = (size_t)(s - m->slots);
  for (size_t j = (i + 1) & (m->cap - 1); m->slots[j].key;
       j = (j + 1) & (m->cap - 1)) {
    size_t home = m->slots[j].hash & (m->cap - 1);
    /* Move j into the hole at i when its home is not in (i, j]. */
    if (((j - home) & (m->cap - 1)) >= ((j - i) & (m->cap - 1))) {
      m->slots[i] = m->slots[j];
      i = j;
    }
  }
  memset(&m->slots[i], 0, sizeof(Slot));
  m->count--;
}

void strmap_put(StrMap *m, const char *key, size_t len, void *value) {
  size_t h = hash_bytes(key, len);
  Slot *s = find(m, key, len, h);
  if (!value) {
    if (s->key)
      remove_slot(m, s);
    return;
  }
  if (s->key) {
    s->value = value;
    return;
  }
  if ((m->count + 1) * 4 > m->cap * 3) {
    grow(m);
    s = find(m, key, len, h);
  }
  s->key = key;
  s->len = len;
  s->hash = h;
  s->value = value;
  m->count++;
}
