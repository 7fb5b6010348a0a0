#include "rates.h"

#include <ctype.h>
#include <stdio.h>

void overs_text(int balls, char *buf, size_t n)
{
    snprintf(buf, n, "%d.%d", balls / BALLS_PER_OVER, balls % BALLS_PER_OVER);
}

int overs_to_balls(const char *text)
{
    int overs = 0, balls = 0, digits = 0;
    const char *p = text;

    if (text == NULL)
        return -1;
    while (isdigit((unsigned char)*p)) {
        overs = overs * 10 + (*p - '0');
        p++;
        digits++;
    }
    if (digits == 0)
        return -1;
    if (*p == '.') {
        p++;
        if (!isdigit((unsigned char)*p))
            return -1;
        balls = *p - '0';
        p++;
        if (balls >= BALLS_PER_OVER)
            return -1;
    }
    if (*p != '\0')
        return -1;
    return overs * BALLS_PER_OVER + balls;
}

double run_rate(int runs, int balls)
{
    if (balls <= 0)
        return 0.0;
    return runs * (double)BALLS_PER_OVER / balls;
}

double required_rate(int target, int runs, int balls_left)
{
    int needed = target - runs;
    if (needed <= 0)
        return 0.0;
    if (balls_left <= 0)
        return -1.0;
    return needed * (double)BALLS_PER_OVER / balls_left;
}

double net_run_rate(const MatchResult *matches, int n)
{
    long runs_for = 0, balls_for = 0, runs_against = 0, balls_against = 0;
    int i;

    for (i = 0; i < n; i++) {
        const MatchResult *m = &matches[i];
        runs_for += m->runs_for;
        balls_for += m->all_out_for ? m->quota_balls : m->balls_faced;
        runs_against += m->runs_against;
        balls_against += m->all_out_against ? m->quota_balls : m->balls_bowled;
    }
    if (balls_for == 0 || balls_against == 0)
        return 0.0;
    return run_rate((int)runs_for, (int)balls_for) - run_rate((int)runs_against, (int)balls_against);
}
