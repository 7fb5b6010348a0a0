#ifndef SCORER_RATES_H
#define SCORER_RATES_H

#include <stddef.h>

#define BALLS_PER_OVER 6

/* "12.3" for 75 balls. */
void overs_text(int balls, char *buf, size_t n);

/* Balls in an overs figure ("12.3" -> 75, "20" -> 120), or -1 when it is not one. */
int overs_to_balls(const char *text);

/* Runs per over; 0 before a ball is bowled. */
double run_rate(int runs, int balls);

/* Runs per over still needed to reach the target; -1 when no balls are left and it is not reached. */
double required_rate(int target, int runs, int balls_left);

/* One completed match of a team in a league table. */
typedef struct {
    int runs_for;
    int balls_faced;     /* balls the team batted */
    int all_out_for;     /* the team was bowled out */
    int runs_against;
    int balls_bowled;    /* balls the team bowled */
    int all_out_against; /* the team bowled the other side out */
    int quota_balls;     /* the innings' full length, 120 for a twenty-over match */
} MatchResult;

/*
 * Net run rate over a season: runs scored per over faced minus runs conceded per over bowled. A side
 * bowled out counts as having used its full quota of overs.
 */
double net_run_rate(const MatchResult *matches, int n);

#endif
