#include "yarn.h"

static int div_up(int a, int b)
{
    return (a + b - 1) / b;
}

/* Ends across the width at the sett, rounded up. */
int warp_ends(const struct warp_plan *p)
{
    return div_up(p->width_mm * p->sett, 100);
}

/* Each piece with its fringe, plus loom waste, plus the take-up on all of it. */
int warp_length_cm(const struct warp_plan *p)
{
    int woven = (p->length_cm + p->fringe_cm) * p->pieces + p->loom_waste_cm;
    return div_up(woven * (100 + p->takeup_pct), 100);
}

int warp_metres(const struct warp_plan *p)
{
    return div_up(warp_ends(p) * warp_length_cm(p), 100);
}

/* Picks along the woven length, each as wide as the warp in the reed. */
int weft_metres(const struct warp_plan *p)
{
    int woven_cm = p->length_cm * p->pieces;
    long picks = (long)woven_cm * p->picks / 10;
    return (int)((picks * p->width_mm + 999) / 1000);
}
