#include "temper.h"

#include <string.h>

static const char *const NAMES[CHOC_KINDS] = {"dark", "milk", "white"};

static const temper_curve CURVES[CHOC_KINDS] = {
    {50.0, 28.0, 31.5},
    {45.0, 27.0, 30.0},
    {45.0, 26.0, 28.5},
};

#define WORK_TOLERANCE 0.5

const char *choc_name(choc_kind kind) {
    return (kind >= 0 && kind < CHOC_KINDS) ? NAMES[kind] : "?";
}

int choc_from_name(const char *name, choc_kind *out) {
    for (int k = 0; k < CHOC_KINDS; k++) {
        if (strcmp(name, NAMES[k]) == 0) {
            *out = (choc_kind)k;
            return 1;
        }
    }
    return 0;
}

temper_curve temper_for(choc_kind kind) { return CURVES[kind]; }

temper_result temper_check(choc_kind kind, const double *readings, int n) {
    temper_curve c = CURVES[kind];
    int i = 0;
    /* 1: reach the melt temperature */
    while (i < n && readings[i] < c.melt_c) i++;
    if (i == n) return TEMPER_NOT_MELTED;
    /* 2: come down to the cooling temperature */
    while (i < n && readings[i] > c.cool_c) i++;
    if (i == n) return TEMPER_NOT_COOLED;
    /* 3: from there on, stay in the working band once reached; never above it */
    int reached = 0;
    for (; i < n; i++) {
        if (readings[i] > c.work_c + WORK_TOLERANCE) return TEMPER_OVERHEATED;
        if (readings[i] >= c.work_c - WORK_TOLERANCE) reached = 1;
        else if (reached) return TEMPER_TOO_COOL;
    }
    return reached ? TEMPER_OK : TEMPER_TOO_COOL;
}

const char *temper_result_text(temper_result r) {
    switch (r) {
    case TEMPER_OK: return "in temper";
    case TEMPER_NOT_MELTED: return "never fully melted";
    case TEMPER_NOT_COOLED: return "never cooled enough";
    case TEMPER_OVERHEATED: return "overheated after cooling";
    case TEMPER_TOO_COOL: return "below working temperature";
    }
    return "?";
}
