#ifndef PYRO_CUE_H
#define PYRO_CUE_H

#include "catalogue.h"

#define CUE_ID_MAX 8
#define PINS_PER_MODULE 32

/* One firing cue: a pin on a firing module fires a shell at a show time. */
struct cue {
    char id[CUE_ID_MAX];
    int module;
    int pin;
    long fire_ms;
    const struct shell *shell;
};

/* Parses "Q12,3,7,01:23.500,peony". Returns 0, or -1 if malformed,
 * out of range or the shell is not in the catalogue. */
int cue_parse(const char *line, struct cue *out);

#endif
