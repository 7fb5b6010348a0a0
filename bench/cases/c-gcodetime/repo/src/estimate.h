/* Run-time estimate of a G-code program on a machine. */
#ifndef ESTIMATE_H
#define ESTIMATE_H

typedef struct {
    double rapid_mm_min; /* the machine's rapid traverse rate */
    double max_feed_mm_min; /* feeds above this are clamped, as the controller does */
} machine_t;

typedef struct {
    double seconds;
    double feed_mm;
    double rapid_mm;
    int moves;
    int error_line; /* 1-based line of the first error, 0 if none */
} estimate_t;

double move_length(const double a[3], const double b[3]);

/* Estimates a whole program (lines separated by '\n'). Returns 0, or -1 with out->error_line set on a
   line that does not parse, an unsupported code or a feed move with no feed rate. */
int estimate_program(const char *program, const machine_t *m, estimate_t *out);

#endif
