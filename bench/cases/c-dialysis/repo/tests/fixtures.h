#ifndef FIXTURES_H
#define FIXTURES_H

#include "session.h"

/* Four sessions from the Monday and Tuesday sheets. */
#define FIXTURE_SESSIONS 4
extern const char *const fixture_lines[FIXTURE_SESSIONS];

/* Parse fixture i; aborts the run if a fixture line is broken. */
struct session fixture(int i);

#endif
