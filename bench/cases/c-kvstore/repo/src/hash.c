#include "kv.h"

/* FNV-1a, 64-bit where unsigned long is. */
unsigned long kv_hash(const char *key)
{
    unsigned long h = 14695981039346656037UL;
    for (const unsigned char *p = (const unsigned char *)key; *p; p++) {
        h ^= *p;
        h *= 1099511628211UL;
    }
    return h;
}
