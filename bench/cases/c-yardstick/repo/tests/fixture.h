/* Race 3 of the club's summer evening series: a mixed handicap fleet
 * started at 14:00:00. */
#ifndef YARDSTICK_FIXTURE_H
#define YARDSTICK_FIXTURE_H

#include "race.h"
#include "timefmt.h"

static void fixture_race(struct race *r)
{
    race_init(r, time_parse("14:00:00"));
    race_finish(r, "101", "A. Marsh", "Laser", time_parse("14:52:10"));
    race_finish(r, "2045", "E. Doyle", "Topper", time_parse("15:04:40"));
    race_finish(r, "777", "K. Ng", "Solo", time_parse("14:54:15"));
    race_finish(r, "1312", "P. Rowe", "Mirror", time_parse("15:05:50"));
    race_finish(r, "88", "J. Tait", "RS200", time_parse("14:49:40"));
    race_retire(r, "305", "M. Quinn", "Wayfarer", DNF);
    race_score(r);
}

#endif
