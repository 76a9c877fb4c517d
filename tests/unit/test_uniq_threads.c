/*
 * test_uniq_threads.c - the uniquing tables shared by sibling contexts
 * (src/ir/context.c) answer right while two threads add to them at once.
 *
 * Two threads intern distinct strings into one table, each through its
 * own sibling context, and check every answer against what they asked
 * for. Both add new keys all the time, so a lookup that finds no match
 * often ends on an empty slot the other thread is about to fill: a
 * lookup that took that slot's new object for its own answer returns
 * another thread's string (the cause of a "requires attribute
 * 'sym_name'" error when a big file was read on two threads).
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "ir/context.h"

enum { ROUNDS = 40, KEYS_PER_ROUND = 50000 };

typedef struct Worker {
  IrContext *ctx;
  int id, round;
  unsigned long wrong;
} Worker;

/* Interns this round's keys of worker w (each asked twice: once new, once
 * found) and counts the answers that are not the key. */
static void *intern_keys(void *arg) {
  Worker *w = arg;
  char key[64];
  for (int i = 0; i < KEYS_PER_ROUND; i++) {
    int len = snprintf(key, sizeof key, "r%d_w%d_k%d", w->round, w->id, i);
    for (int again = 0; again < 2; again++) {
      const char *got = ir_intern(w->ctx, key, (size_t)len);
      if (strlen(got) != (size_t)len || memcmp(got, key, (size_t)len) != 0)
        w->wrong++;
    }
  }
  return NULL;
}

int main(void) {
  unsigned long wrong = 0;
  for (int round = 0; round < ROUNDS; round++) {
    IrContext *owner = ir_context_create();
    Worker workers[2];
    pthread_t threads[2];
    for (int t = 0; t < 2; t++) {
      workers[t] = (Worker){ir_context_create_sibling(owner), t, round, 0};
      if (pthread_create(&threads[t], NULL, intern_keys, &workers[t]) != 0) {
        fputs("FAIL: pthread_create\n", stderr);
        return 1;
      }
    }
    for (int t = 0; t < 2; t++) {
      pthread_join(threads[t], NULL);
      wrong += workers[t].wrong;
    }
    ir_context_destroy(owner);
  }
  if (wrong) {
    fprintf(stderr, "FAIL: %lu interned strings differ from the key\n",
            wrong);
    return 1;
  }
  puts("ok");
  return 0;
}
