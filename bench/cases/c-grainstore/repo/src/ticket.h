#ifndef TICKET_H
#define TICKET_H

#include "crop.h"

#define TICKET_ID_LEN 16
#define BIN_ID_LEN 8

/* One load over the weighbridge, with the lab's sample results. */
typedef struct {
    char id[TICKET_ID_LEN];
    crop_t crop;
    long gross_kg;
    long tare_kg;
    double moisture;      /* % */
    double admixture;     /* % screenings and foreign matter */
    double specific_wt;   /* kg/hl, 0 if not measured */
    char bin[BIN_ID_LEN];
} ticket;

/*
 * Parse a ticket line as the weighbridge software exports it:
 *   T0412 WHEAT 32460 14220 16.1 1.5 76.2 B3
 * Returns 0, or -1 with a message in err.
 */
int ticket_parse(const char *line, ticket *t, char *err, int errlen);

long ticket_net_kg(const ticket *t);

#endif
