#ifndef SCORER_FIXTURE_H
#define SCORER_FIXTURE_H

#include "innings.h"

/* Dunmore CC's first six overs against Kestrel Park, 3rd XI, the season opener. */
extern const char *const DUNMORE_ORDER[11];
extern const char *const DUNMORE_SIX_OVERS;

/* Plays the six overs into *inn; returns the error of innings_play. */
InningsError play_dunmore(Innings *inn);

#endif
