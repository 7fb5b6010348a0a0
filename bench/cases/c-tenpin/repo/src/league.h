#ifndef TENPIN_LEAGUE_H
#define TENPIN_LEAGUE_H

#define SERIES_GAMES 3

struct series {
    int games[SERIES_GAMES];
    int scratch;  /* the three games added up */
    int handicap; /* the bowler's handicap for each game */
    int total;    /* scratch plus three times the handicap */
};

/* Scores a night's three sheet lines for a bowler with the given average.
   Returns 0, or -1 if a line is not a complete game. */
int league_series(const char *const lines[SERIES_GAMES], int average, struct series *out);

#endif
