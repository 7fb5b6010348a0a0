#include "kv.h"

size_t kv_capacity_(const kv *map);
const char *kv_key_at_(const kv *map, size_t i);

/* key=value lines in table order, for debugging the config loader. */
void kv_dump(const kv *map, FILE *out)
{
    for (size_t i = 0; i < kv_capacity_(map); i++) {
        const char *key = kv_key_at_(map, i);
        if (key)
            fprintf(out, "%s=%s\n", key, kv_get(map, key));
    }
}
