#include "ball.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static int read_count(const char **p, int *value)
{
    int n = 0, digits = 0;
    while (isdigit((unsigned char)**p)) {
        n = n * 10 + (**p - '0');
        (*p)++;
        digits++;
    }
    *value = n;
    return digits;
}

int ball_parse(const char *token, Ball *out)
{
    const char *p = token;
    int count;
    int digits;

    memset(out, 0, sizeof *out);
    if (token == NULL || *token == '\0')
        return -1;

    if (strcmp(token, ".") == 0)
        return 0;
    if (strcmp(token, "W") == 0) {
        out->wicket = 1;
        return 0;
    }

    digits = read_count(&p, &count);
    if (*p == '\0') {
        if (count > 7)
            return -1;
        out->bat_runs = count;
        return 0;
    }
    if (strcmp(p, "wd") == 0) {
        if (digits > 0 && count < 1)
            return -1;
        out->extra = EXTRA_WIDE;
        out->extras = digits > 0 ? count : 1;
        return 0;
    }
    if (strcmp(p, "nb") == 0) {
        out->extra = EXTRA_NOBALL;
        out->extras = 1;
        out->bat_runs = count;
        return 0;
    }
    if (strcmp(p, "b") == 0 || strcmp(p, "lb") == 0) {
        if (digits == 0 || count < 1)
            return -1;
        out->extra = p[0] == 'b' ? EXTRA_BYE : EXTRA_LEGBYE;
        out->extras = count;
        return 0;
    }
    return -1;
}

int ball_is_legal(const Ball *b)
{
    return b->extra != EXTRA_WIDE && b->extra != EXTRA_NOBALL;
}

int ball_total(const Ball *b)
{
    return b->bat_runs + b->extras;
}

int ball_charged(const Ball *b)
{
    switch (b->extra) {
    case EXTRA_WIDE:
    case EXTRA_NOBALL:
        return b->bat_runs + b->extras;
    case EXTRA_BYE:
    case EXTRA_LEGBYE:
        return b->bat_runs;
    default:
        return b->bat_runs;
    }
}

int ball_runs_ran(const Ball *b)
{
    switch (b->extra) {
    case EXTRA_WIDE:
    case EXTRA_NOBALL:
        return b->bat_runs + b->extras - 1;
    default:
        return b->bat_runs + b->extras;
    }
}

void ball_format(const Ball *b, char *buf, size_t n)
{
    switch (b->extra) {
    case EXTRA_WIDE:
        if (b->extras == 1)
            snprintf(buf, n, "wd");
        else
            snprintf(buf, n, "%dwd", b->extras);
        break;
    case EXTRA_NOBALL:
        if (b->bat_runs == 0)
            snprintf(buf, n, "nb");
        else
            snprintf(buf, n, "%dnb", b->bat_runs);
        break;
    case EXTRA_BYE:
        snprintf(buf, n, "%db", b->extras);
        break;
    case EXTRA_LEGBYE:
        snprintf(buf, n, "%dlb", b->extras);
        break;
    default:
        if (b->wicket)
            snprintf(buf, n, "W");
        else
            snprintf(buf, n, "%d", b->bat_runs);
        break;
    }
}
