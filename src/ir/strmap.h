/*
 * strmap.h - a hash map from byte strings to pointers, malloc-backed (a
 * big slot array is whole huge pages: pages_alloc in arena.h).
 *
 * Keys are not copied: they must outlive the map (interned strings, or the
 * source text). Used for SSA names, block labels and aliases while parsing.
 */
#ifndef AFFC_STRMAP_H
#define AFFC_STRMAP_H

#include <stddef.h>

typedef struct StrMap StrMap;

StrMap *strmap_create(void);
/* A new map holding the same keys and values as m. */
StrMap *strmap_copy(const StrMap *m);
void strmap_destroy(StrMap *m);
/* The value stored under key[0..len), or NULL. */
void *strmap_get(const StrMap *m, const char *key, size_t len);
/* Stores value under the key, replacing any previous value; storing NULL
 * removes the key. */
void strmap_put(StrMap *m, const char *key, size_t len, void *value);

#endif
