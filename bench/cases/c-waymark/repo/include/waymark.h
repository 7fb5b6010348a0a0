#ifndef WAYMARK_H
#define WAYMARK_H

#include <stddef.h>

/* One recorded point of a walk or ride. */
typedef struct {
    double lat, lon; /* degrees */
    double ele;      /* metres */
    long t;          /* seconds since the start of the recording */
} wm_point;

#define WM_MAX_POINTS 4096

typedef struct {
    wm_point pts[WM_MAX_POINTS];
    size_t n;
} wm_track;

/* Parse errors; wm_parse returns 0 or one of these, and sets *line. */
enum { WM_OK = 0, WM_ESYNTAX = 1, WM_ERANGE = 2, WM_EORDER = 3, WM_EFULL = 4 };

/* Read "lat,lon,ele,t" lines; blank lines and lines starting with # are
   skipped. Times must not go backwards. */
int wm_parse(const char *text, wm_track *track, int *line);

/* Great-circle distance in metres between two points. */
double wm_distance(const wm_point *a, const wm_point *b);

/* Total distance along the track, in metres. */
double wm_track_length(const wm_track *track);

typedef struct {
    double length;      /* metres */
    long elapsed;       /* seconds, first point to last */
    long moving;        /* seconds spent faster than the moving threshold */
    double gain, loss;  /* metres of climb and descent */
    double max_speed;   /* metres per second between two points */
} wm_stats;

/* Moving threshold: slower than this (m/s) between two points is a stop. */
#define WM_MOVING_SPEED 0.5

void wm_summarise(const wm_track *track, wm_stats *out);

#endif
