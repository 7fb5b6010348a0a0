#ifndef FIXTURE_H
#define FIXTURE_H

#include "athletes.h"
#include "results.h"

/* Saturday 18 May 2024: eight registered runners, ten finishers. */
void fixture_registry(struct registry *reg);
void fixture_event(struct event *ev);
int fixture_results(struct registry *reg, struct event *ev, struct result *out, int max);

#endif
