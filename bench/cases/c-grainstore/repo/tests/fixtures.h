#ifndef FIXTURES_H
#define FIXTURES_H

#include "pricing.h"
#include "store.h"
#include "ticket.h"

/* Loads from the first week of harvest. */
#define LOAD_WHEAT "T0412 WHEAT 32460 14220 16.1 1.5 76.2 B3"
#define LOAD_BARLEY "T0413 BARLEY 30100 13220 14.2 3.1 61.5 B1"
#define LOAD_OSR "T0414 OSR 26400 13900 10.4 1.0 0 B5"

ticket fixture_ticket(const char *line);
void fixture_store(store *s);

#endif
