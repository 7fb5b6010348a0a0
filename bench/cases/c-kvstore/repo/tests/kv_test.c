#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "kv.h"

int main(void)
{
    kv *map = kv_new(8);
    assert(kv_put(map, "host", "localhost") == 0);
    assert(kv_put(map, "port", "5432") == 0);
    assert(kv_put(map, "host", "db.internal") == 0);
    assert(kv_len(map) == 2);
    assert(strcmp(kv_get(map, "host"), "db.internal") == 0);
    assert(kv_get(map, "user") == NULL);
    kv_free(map);
    puts("kv_test: ok");
    return 0;
}
