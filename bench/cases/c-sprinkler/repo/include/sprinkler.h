#ifndef SPRINKLER_H
#define SPRINKLER_H

#include <stddef.h>

#define SPRINKLER_MAX_ZONES 8
#define SPRINKLER_MAX_RUNS 32

struct date {
    int year, month, day;
};

/* 0 = Monday ... 6 = Sunday */
int date_weekday(struct date d);
int date_valid(struct date d);

/* Days a program runs: bit 0 Monday ... bit 6 Sunday. */
#define DAYS_ALL 0x7Fu
int days_parse(const char *text, unsigned *mask); /* 0 on success, -1 on a bad name */
int days_runs_on(unsigned mask, struct date d);

struct zone {
    const char *name;
    int base_minutes;   /* at a budget of 100 % */
    double flow_lpm;    /* litres a minute */
};

struct program {
    const char *name;
    int start;          /* minutes after midnight */
    unsigned days;
    int budget;         /* percent, 0 to 200 */
    struct zone zones[SPRINKLER_MAX_ZONES];
    int nzones;
};

struct run {
    const struct zone *zone;
    int start;          /* minutes after midnight */
    int minutes;
    double litres;
};

int program_zone_minutes(const struct program *p, const struct zone *z);
/* The day's runs into out (at most max); returns how many, 0 on a day the program does not run. */
int program_day(const struct program *p, struct date d, struct run *out, int max);

/* The day's plan as text, one line per run and a total; returns the length written (as snprintf). */
int report_day(const struct program *p, struct date d, char *buf, size_t size);

#endif
