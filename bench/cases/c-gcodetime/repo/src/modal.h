/* The controller's modal state, and the step each line of a program asks for. Lengths are in mm. */
#ifndef MODAL_H
#define MODAL_H

#include "lexer.h"

typedef enum { MOTION_RAPID = 0, MOTION_FEED = 1 } motion_t;

typedef struct {
    motion_t motion; /* G0 or G1, kept until changed */
    int absolute;    /* G90 (1) or G91 (0) */
    double pos[3];   /* X Y Z */
    double feed;     /* F, per minute */
} modal_t;

typedef struct {
    int is_move;
    motion_t motion;
    double from[3];
    double to[3];
    double feed;
    double dwell_s; /* G4 */
} step_t;

void modal_init(modal_t *st);

/* Applies one parsed line to the state and describes the step in out. Returns 0, or -1 on an
   unsupported G code. */
int modal_apply(modal_t *st, const gline_t *line, step_t *out);

#endif
