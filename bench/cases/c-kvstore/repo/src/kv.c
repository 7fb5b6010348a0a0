#include "kv.h"

#include <stdlib.h>
#include <string.h>

struct slot {
    char *key;
    char *value;
};

struct kv {
    struct slot *slots;
    size_t capacity;
    size_t len;
};

kv *kv_new(size_t capacity)
{
    kv *map = malloc(sizeof *map);
    if (!map)
        return NULL;
    map->slots = calloc(capacity, sizeof *map->slots);
    map->capacity = capacity;
    map->len = 0;
    if (!map->slots) {
        free(map);
        return NULL;
    }
    return map;
}

void kv_free(kv *map)
{
    for (size_t i = 0; i < map->capacity; i++) {
        free(map->slots[i].key);
        free(map->slots[i].value);
    }
    free(map->slots);
    free(map);
}

static struct slot *find(const kv *map, const char *key)
{
    size_t i = kv_hash(key) % map->capacity;
    for (size_t probes = 0; probes < map->capacity; probes++, i = (i + 1) % map->capacity) {
        struct slot *s = &map->slots[i];
        if (!s->key || strcmp(s->key, key) == 0)
            return s;
    }
    return NULL;
}

int kv_put(kv *map, const char *key, const char *value)
{
    struct slot *s = find(map, key);
    if (!s)
        return -1;
    char *copy = strdup(value);
    if (!copy)
        return -1;
    if (!s->key) {
        s->key = strdup(key);
        if (!s->key) {
            free(copy);
            return -1;
        }
        map->len++;
    }
    free(s->value);
    s->value = copy;
    return 0;
}

const char *kv_get(const kv *map, const char *key)
{
    const struct slot *s = find(map, key);
    return s && s->key ? s->value : NULL;
}

size_t kv_len(const kv *map)
{
    return map->len;
}

/* Private to dump.c: walk the slots in table order. */
size_t kv_capacity_(const kv *map);
const char *kv_key_at_(const kv *map, size_t i);

size_t kv_capacity_(const kv *map)
{
    return map->capacity;
}

const char *kv_key_at_(const kv *map, size_t i)
{
    return map->slots[i].key;
}
