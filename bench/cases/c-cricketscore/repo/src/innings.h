#ifndef SCORER_INNINGS_H
#define SCORER_INNINGS_H

#include <stddef.h>

#include "ball.h"

#define MAX_PLAYERS 11
#define NAME_LEN 24

typedef struct {
    char name[NAME_LEN];
    int runs;
    int balls;   /* balls faced: wides are not, no-balls are */
    int fours;
    int sixes;
    int out;
    int batted;  /* has come to the crease */
} Batter;

typedef struct {
    char name[NAME_LEN];
    int balls;     /* legal deliveries */
    int conceded;  /* runs charged */
    int wickets;
} Bowler;

typedef struct {
    Batter bat[MAX_PLAYERS];
    int n_bat;
    Bowler bowl[MAX_PLAYERS];
    int n_bowl;
    int striker;       /* index into bat */
    int non_striker;
    int next_in;       /* next batter to come in */
    int bowler;        /* index into bowl, -1 between overs */
    int last_bowler;   /* who bowled the previous over, -1 at the start */
    int total;
    int wickets;
    int legal_balls;
    int extras[EXTRA_KINDS];
} Innings;

typedef enum {
    INNINGS_OK = 0,
    INNINGS_NO_BOWLER = -1,      /* a delivery before anyone was put on to bowl */
    INNINGS_ALL_OUT = -2,        /* a delivery after the last wicket */
    INNINGS_SAME_BOWLER = -3,    /* a bowler given two overs in a row */
    INNINGS_MID_OVER = -4,       /* a bowler change before the over was finished */
    INNINGS_TOO_MANY = -5,       /* more bowlers than a side has players */
    INNINGS_BAD_BALL = -6        /* a token that is not a delivery */
} InningsError;

/* Starts an innings with the batting order; the first two open. */
void innings_init(Innings *inn, const char *const *order, int n);

/* Puts a bowler on for the next over. */
InningsError innings_set_bowler(Innings *inn, const char *name);

/* Scores one delivery. */
InningsError innings_add(Innings *inn, const Ball *b);

/*
 * Scores a whole script: deliveries in shorthand separated by spaces, each over started by
 * "o:Name" for its bowler. On an error the token's position (from 1) is stored in *where.
 */
InningsError innings_play(Innings *inn, const char *script, int *where);

int innings_all_out(const Innings *inn);

/* The bowler by name, or NULL. */
const Bowler *innings_bowler(const Innings *inn, const char *name);

/* The batter by name, or NULL. */
const Batter *innings_batter(const Innings *inn, const char *name);

#endif
