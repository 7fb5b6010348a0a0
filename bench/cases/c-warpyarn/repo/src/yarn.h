#ifndef LOOM_YARN_H
#define LOOM_YARN_H

/* Warp and weft for a project, in whole centimetres and metres as weavers
 * plan them. */

struct warp_plan {
    int width_mm;          /* width in the reed */
    int sett;              /* ends per 10 cm */
    int length_cm;         /* finished length of one piece */
    int pieces;            /* pieces woven on the warp */
    int fringe_cm;         /* fringe or hem per piece, both ends together */
    int loom_waste_cm;     /* tie-on and the unweavable end */
    int takeup_pct;        /* take-up and shrinkage, percent */
    int picks;             /* picks per 10 cm */
};

int warp_ends(const struct warp_plan *p);
int warp_length_cm(const struct warp_plan *p);
int warp_metres(const struct warp_plan *p);
int weft_metres(const struct warp_plan *p);

#endif
