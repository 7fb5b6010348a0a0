#include "freefall.h"

/* Feet fallen at the end of each of the first 12 seconds after exit from a
 * slow aircraft, from the usual drop zone table; terminal speed after that. */
static const double FALL_FT[] = {0,   16,  62,  138, 242,  366, 504,
                                 652, 808, 971, 1138, 1309, 1483};
#define FALL_SECONDS ((int)(sizeof FALL_FT / sizeof FALL_FT[0]) - 1)

double freefall_distance_ft(double seconds)
{
    if (seconds <= 0)
        return 0;
    if (seconds >= FALL_SECONDS)
        return FALL_FT[FALL_SECONDS] + (seconds - FALL_SECONDS) * TERMINAL_FPS;
    int i = (int)seconds;
    double frac = seconds - i;
    return FALL_FT[i] + frac * (FALL_FT[i + 1] - FALL_FT[i]);
}

double freefall_seconds(double exit_ft, double deploy_ft)
{
    double drop = exit_ft - deploy_ft;
    if (drop <= 0)
        return 0;
    if (drop >= FALL_FT[FALL_SECONDS])
        return FALL_SECONDS + (drop - FALL_FT[FALL_SECONDS]) / TERMINAL_FPS;
    int i = 0;
    while (FALL_FT[i + 1] < drop)
        i++;
    return i + (drop - FALL_FT[i]) / (FALL_FT[i + 1] - FALL_FT[i]);
}
