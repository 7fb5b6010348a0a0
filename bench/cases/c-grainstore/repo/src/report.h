#ifndef REPORT_H
#define REPORT_H

#include <stddef.h>

#include "pricing.h"
#include "store.h"
#include "ticket.h"

/* One line per bin, then the stock of each crop held. Returns the length written. */
int report_stock(const store *s, char *buf, size_t len);

/* The grower's settlement line for one load. */
int report_settlement(const ticket *t, const settlement *st, char *buf, size_t len);

#endif
