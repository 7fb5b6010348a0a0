#ifndef KV_H
#define KV_H

#include <stddef.h>
#include <stdio.h>

typedef struct kv kv;

kv *kv_new(size_t capacity);
void kv_free(kv *map);
int kv_put(kv *map, const char *key, const char *value);
const char *kv_get(const kv *map, const char *key);
size_t kv_len(const kv *map);
unsigned long kv_hash(const char *key);
void kv_dump(const kv *map, FILE *out);

#endif
