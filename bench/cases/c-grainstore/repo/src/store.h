#ifndef STORE_H
#define STORE_H

#include "crop.h"
#include "ticket.h"

#define MAX_BINS 24

enum {
    STORE_OK = 0,
    STORE_NO_BIN = -1,
    STORE_FULL = -2,
    STORE_WRONG_CROP = -3,
    STORE_SHORT = -4,
    STORE_TOO_MANY_BINS = -5,
    STORE_BAD_AMOUNT = -6
};

typedef struct {
    char id[BIN_ID_LEN];
    double capacity_t;
    double stock_t;
    crop_t crop;          /* CROP_NONE while the bin is empty */
} bin;

typedef struct {
    bin bins[MAX_BINS];
    int n;
} store;

void store_init(store *s);
int store_add_bin(store *s, const char *id, double capacity_t);
bin *store_find(store *s, const char *id);
const bin *store_find_const(const store *s, const char *id);

/* Put `tonnes` of `crop` into a bin. A bin holds one crop at a time. */
int store_intake(store *s, const char *bin_id, crop_t crop, double tonnes);

/* Take `tonnes` out of a bin; an emptied bin is free for any crop. */
int store_outload(store *s, const char *bin_id, double tonnes);

double store_free_t(const bin *b);
double store_stock_t(const store *s, crop_t crop);
const char *store_error(int code);

#endif
