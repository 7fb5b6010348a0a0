#ifndef SEISMO_H
#define SEISMO_H

#include <stddef.h>

/* ---- trace.c ---- */

typedef struct {
    const char *station;   /* station code, e.g. "HOLY" */
    double rate_hz;        /* samples per second */
    double start_s;        /* time of sample 0, seconds since midnight UTC */
    double *samples;       /* ground velocity, micrometres per second */
    size_t n;
} trace_t;

void   trace_demean(trace_t *t);
double trace_time_of(const trace_t *t, size_t sample);
size_t trace_sample_at(const trace_t *t, double time_s);
double trace_peak_abs(const trace_t *t, size_t from, size_t to, size_t *at);

/* ---- trigger.c ---- */

typedef struct {
    size_t sta_len;      /* short window, samples */
    size_t lta_len;      /* long window, samples */
    double on_ratio;     /* trigger when STA/LTA rises above this */
    double off_ratio;    /* release when it falls below this */
} trigger_cfg_t;

typedef struct {
    size_t on;           /* first sample with the ratio above on_ratio */
    size_t off;          /* first sample after it with the ratio below off_ratio, or n */
    double peak_ratio;
} pick_t;

int    trigger_cfg_valid(const trigger_cfg_t *cfg);
double sta_lta_at(const double *x, size_t i, const trigger_cfg_t *cfg);
size_t sta_lta_detect(const double *x, size_t n, const trigger_cfg_t *cfg,
                      pick_t *picks, size_t max_picks);

/* ---- magnitude.c ---- */

double local_magnitude(double amplitude_mm, double s_minus_p_s);
double wood_anderson_mm(double velocity_um_s, double period_s);

/* ---- distance.c ---- */

#define VP_KM_S 6.0
#define VS_KM_S 3.5

double distance_from_sp(double s_minus_p_s);

typedef struct { double x_km, y_km; } point_t;

int circles_intersect(point_t a, double ra, point_t b, double rb, point_t out[2]);

/* ---- catalog.c ---- */

typedef struct {
    char station[8];
    double origin_s;     /* seconds since midnight UTC */
    double magnitude;
    double distance_km;
} event_t;

typedef struct {
    event_t *events;
    size_t n, cap;
} catalog_t;

void   catalog_init(catalog_t *c);
void   catalog_free(catalog_t *c);
int    catalog_add(catalog_t *c, const event_t *e);
size_t catalog_count_at_least(const catalog_t *c, double min_magnitude);
size_t catalog_between(const catalog_t *c, double from_s, double to_s,
                       const event_t **out, size_t max_out);
void   catalog_histogram(const catalog_t *c, double lo, double bin, size_t nbins, size_t *counts);

#endif
