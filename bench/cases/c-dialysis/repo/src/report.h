#ifndef REPORT_H
#define REPORT_H

#include <stddef.h>

#include "session.h"

/* One line for the session summary, e.g.
 * "P0041 2024-03-04 URR 70.0% spKt/V 1.44 eKt/V 1.26 UF 2.90 L 10.4 ml/kg/h OK"
 * Returns the length written (like snprintf). */
int report_session(char *buf, size_t size, const struct session *s);

/* Summary over n sessions: count, how many adequate, mean spKt/V, how many
 * over the UF rate limit. */
int report_summary(char *buf, size_t size, const struct session *sessions, int n);

#endif
