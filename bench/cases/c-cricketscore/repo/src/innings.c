#include "innings.h"

#include <stdio.h>
#include <string.h>

#include "rates.h"

static void copy_name(char *dst, const char *src)
{
    snprintf(dst, NAME_LEN, "%s", src);
}

void innings_init(Innings *inn, const char *const *order, int n)
{
    int i;

    memset(inn, 0, sizeof *inn);
    if (n > MAX_PLAYERS)
        n = MAX_PLAYERS;
    for (i = 0; i < n; i++)
        copy_name(inn->bat[i].name, order[i]);
    inn->n_bat = n;
    inn->striker = 0;
    inn->non_striker = 1;
    inn->next_in = 2;
    inn->bat[0].batted = 1;
    inn->bat[1].batted = 1;
    inn->bowler = -1;
    inn->last_bowler = -1;
}

int innings_all_out(const Innings *inn)
{
    return inn->wickets >= inn->n_bat - 1;
}

InningsError innings_set_bowler(Innings *inn, const char *name)
{
    int i;

    if (inn->legal_balls % BALLS_PER_OVER != 0 && inn->bowler >= 0)
        return INNINGS_MID_OVER;
    for (i = 0; i < inn->n_bowl; i++) {
        if (strcmp(inn->bowl[i].name, name) == 0)
            break;
    }
    if (i == inn->n_bowl) {
        if (inn->n_bowl == MAX_PLAYERS)
            return INNINGS_TOO_MANY;
        memset(&inn->bowl[i], 0, sizeof inn->bowl[i]);
        copy_name(inn->bowl[i].name, name);
        inn->n_bowl++;
    }
    if (i == inn->last_bowler)
        return INNINGS_SAME_BOWLER;
    inn->bowler = i;
    return INNINGS_OK;
}

static void swap_strike(Innings *inn)
{
    int t = inn->striker;
    inn->striker = inn->non_striker;
    inn->non_striker = t;
}

InningsError innings_add(Innings *inn, const Ball *b)
{
    Batter *striker;
    Bowler *bowler;
    int legal = ball_is_legal(b);

    if (innings_all_out(inn))
        return INNINGS_ALL_OUT;
    if (inn->bowler < 0)
        return INNINGS_NO_BOWLER;
    striker = &inn->bat[inn->striker];
    bowler = &inn->bowl[inn->bowler];

    inn->total += ball_total(b);
    inn->extras[b->extra] += b->extras;
    bowler->conceded += ball_charged(b);

    striker->runs += b->bat_runs;
    if (b->extra != EXTRA_WIDE)
        striker->balls++;
    if (b->bat_runs == 4)
        striker->fours++;
    else if (b->bat_runs == 6)
        striker->sixes++;

    if (legal) {
        inn->legal_balls++;
        bowler->balls++;
    }

    if (b->wicket) {
        striker->out = 1;
        inn->wickets++;
        bowler->wickets++;
        if (!innings_all_out(inn) && inn->next_in < inn->n_bat) {
            inn->bat[inn->next_in].batted = 1;
            inn->striker = inn->next_in++;
        }
    }

    if (ball_runs_ran(b) % 2 == 1)
        swap_strike(inn);

    if (legal && inn->legal_balls % BALLS_PER_OVER == 0) {
        swap_strike(inn);
        inn->last_bowler = inn->bowler;
        inn->bowler = -1;
    }
    return INNINGS_OK;
}

InningsError innings_play(Innings *inn, const char *script, int *where)
{
    char token[64];
    const char *p = script;
    int pos = 0;

    while (*p) {
        size_t len = 0;
        InningsError err;

        while (*p == ' ' || *p == '\t' || *p == '\n')
            p++;
        if (*p == '\0')
            break;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n') {
            if (len + 1 < sizeof token)
                token[len++] = *p;
            p++;
        }
        token[len] = '\0';
        pos++;

        if (strncmp(token, "o:", 2) == 0) {
            err = innings_set_bowler(inn, token + 2);
        } else {
            Ball b;
            if (ball_parse(token, &b) != 0)
                err = INNINGS_BAD_BALL;
            else
                err = innings_add(inn, &b);
        }
        if (err != INNINGS_OK) {
            if (where)
                *where = pos;
            return err;
        }
    }
    return INNINGS_OK;
}

const Bowler *innings_bowler(const Innings *inn, const char *name)
{
    int i;
    for (i = 0; i < inn->n_bowl; i++) {
        if (strcmp(inn->bowl[i].name, name) == 0)
            return &inn->bowl[i];
    }
    return NULL;
}

const Batter *innings_batter(const Innings *inn, const char *name)
{
    int i;
    for (i = 0; i < inn->n_bat; i++) {
        if (strcmp(inn->bat[i].name, name) == 0)
            return &inn->bat[i];
    }
    return NULL;
}
