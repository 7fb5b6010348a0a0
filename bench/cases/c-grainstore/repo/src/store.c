#include "store.h"

#include <string.h>

/* Stock below this is dust in the bottom of the bin. */
#define EMPTY_T 0.001

void store_init(store *s)
{
    memset(s, 0, sizeof *s);
}

int store_add_bin(store *s, const char *id, double capacity_t)
{
    if (s->n == MAX_BINS)
        return STORE_TOO_MANY_BINS;
    if (capacity_t <= 0 || strlen(id) >= BIN_ID_LEN || store_find(s, id) != NULL)
        return STORE_BAD_AMOUNT;
    bin *b = &s->bins[s->n++];
    strcpy(b->id, id);
    b->capacity_t = capacity_t;
    b->stock_t = 0.0;
    b->crop = CROP_NONE;
    return STORE_OK;
}

bin *store_find(store *s, const char *id)
{
    for (int i = 0; i < s->n; i++) {
        if (strcmp(s->bins[i].id, id) == 0)
            return &s->bins[i];
    }
    return NULL;
}

const bin *store_find_const(const store *s, const char *id)
{
    return store_find((store *)s, id);
}

double store_free_t(const bin *b)
{
    return b->capacity_t - b->stock_t;
}

int store_intake(store *s, const char *bin_id, crop_t crop, double tonnes)
{
    bin *b = store_find(s, bin_id);
    if (b == NULL)
        return STORE_NO_BIN;
    if (tonnes <= 0)
        return STORE_BAD_AMOUNT;
    if (b->crop != CROP_NONE && b->crop != crop)
        return STORE_WRONG_CROP;
    if (tonnes > store_free_t(b))
        return STORE_FULL;
    b->crop = crop;
    b->stock_t += tonnes;
    return STORE_OK;
}

int store_outload(store *s, const char *bin_id, double tonnes)
{
    bin *b = store_find(s, bin_id);
    if (b == NULL)
        return STORE_NO_BIN;
    if (tonnes <= 0)
        return STORE_BAD_AMOUNT;
    if (tonnes > b->stock_t + EMPTY_T)
        return STORE_SHORT;
    b->stock_t -= tonnes;
    if (b->stock_t < EMPTY_T) {
        b->stock_t = 0.0;
        b->crop = CROP_NONE;
    }
    return STORE_OK;
}

double store_stock_t(const store *s, crop_t crop)
{
    double sum = 0.0;
    for (int i = 0; i < s->n; i++) {
        if (s->bins[i].crop == crop)
            sum += s->bins[i].stock_t;
    }
    return sum;
}

const char *store_error(int code)
{
    switch (code) {
    case STORE_OK:
        return "ok";
    case STORE_NO_BIN:
        return "no such bin";
    case STORE_FULL:
        return "bin full";
    case STORE_WRONG_CROP:
        return "bin holds another crop";
    case STORE_SHORT:
        return "not that much in the bin";
    case STORE_TOO_MANY_BINS:
        return "too many bins";
    case STORE_BAD_AMOUNT:
        return "bad amount";
    }
    return "unknown error";
}
