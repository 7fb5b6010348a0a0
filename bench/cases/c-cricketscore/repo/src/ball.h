#ifndef SCORER_BALL_H
#define SCORER_BALL_H

#include <stddef.h>

/* What kind of extra a delivery carries. */
typedef enum {
    EXTRA_NONE = 0,
    EXTRA_WIDE,
    EXTRA_NOBALL,
    EXTRA_BYE,
    EXTRA_LEGBYE,
    EXTRA_KINDS
} ExtraKind;

/* One delivery as the scorer writes it down. */
typedef struct {
    int bat_runs;    /* runs credited to the striker */
    int extras;      /* extra runs, the one-run wide or no-ball penalty included */
    ExtraKind extra;
    int wicket;      /* 1 when the striker is out */
} Ball;

/*
 * Reads one delivery in scorer's shorthand:
 *   "0".."6" or "."   runs off the bat (a dot ball)
 *   "W"               the striker is out, no run
 *   "wd", "3wd"       a wide; the number is the total, penalty included
 *   "nb", "4nb"       a no-ball; the number is what the striker hit off it
 *   "2b", "1lb"       byes and leg byes
 * Returns 0, or -1 when the token is not a delivery.
 */
int ball_parse(const char *token, Ball *out);

/* Whether the delivery counts as one of the over's six. */
int ball_is_legal(const Ball *b);

/* Runs the delivery adds to the total. */
int ball_total(const Ball *b);

/* Runs charged to the bowler: off the bat, wides and no-balls; not byes or leg byes. */
int ball_charged(const Ball *b);

/* Runs the batters ran (or hit), which decides who faces next. */
int ball_runs_ran(const Ball *b);

/* Writes the shorthand back ("3wd", "4nb", "W"). */
void ball_format(const Ball *b, char *buf, size_t n);

#endif
