#ifndef SEEDTRAY_H
#define SEEDTRAY_H

/* seedtray: sowing plans for a plant nursery's module trays. */

struct date {
    int year;
    int month; /* 1..12 */
    int day;   /* 1..31 */
};

int is_leap_year(int year);
int days_in_month(int year, int month);
int date_parse(const char *text, struct date *out); /* "2026-03-14"; 0 on success, -1 if not a date */
void date_format(struct date d, char buf[11]);
struct date date_add_days(struct date d, int days);
int date_diff(struct date from, struct date to); /* days from `from` to `to` */

struct crop {
    const char *name;
    int germination_pct;    /* seeds in a hundred that come up */
    int days_to_germinate;
    int days_to_plant_out;  /* from sowing */
    int cell_size;          /* 0: small cells, 1: large cells */
};

const struct crop *crop_find(const char *name);
int crop_count(void);

struct tray_kind {
    const char *name;
    int cells;
};

const struct tray_kind *tray_for(const struct crop *crop);

struct sowing {
    const struct crop *crop;
    int plants_wanted;
    int seeds;   /* to sow for plants_wanted, given germination */
    int trays;
    struct date sow_on;
    struct date up_by;
    struct date plant_out;
};

int plan_sowing(const char *crop_name, int plants_wanted, struct date sow_on, struct sowing *out);
int plan_back_from(const char *crop_name, int plants_wanted, struct date plant_out, struct sowing *out);

/* "Lettuce x 48 seeds, 2 trays of 24 | sow 2026-03-14 | up 2026-03-21 | out 2026-04-18" */
int label_format(const struct sowing *s, char *buf, int size);

#endif
