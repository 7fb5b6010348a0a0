#ifndef INTAKE_H
#define INTAKE_H

#include "pricing.h"
#include "store.h"
#include "ticket.h"

typedef struct {
    settlement settle;
    int store_rc;    /* STORE_OK, or why the load could not go where the ticket says */
} intake_result;

/* Price a load and put it in the bin on its ticket. Returns store_rc. */
int intake_load(store *s, const tariff *tf, const ticket *t, intake_result *r);

/* Parse and take in one ticket line; -1 on a bad line (message in err). */
int intake_line(store *s, const tariff *tf, const char *line, intake_result *r, char *err, int errlen);

#endif
