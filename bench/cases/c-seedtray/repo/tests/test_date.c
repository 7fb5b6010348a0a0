#include "check.h"
#include "seedtray.h"

static struct date D(const char *text)
{
    struct date d = { 0, 0, 0 };
    if (date_parse(text, &d) != 0)
        fprintf(stderr, "bad date in test: %s\n", text);
    return d;
}

static const char *fmt(struct date d)
{
    static char buf[4][11];
    static int next;
    char *b = buf[next++ % 4];
    date_format(d, b);
    return b;
}

int main(void)
{
    struct date d;

    CHECK_INT(date_parse("2026-03-14", &d), 0);
    CHECK_INT(d.year, 2026);
    CHECK_INT(d.month, 3);
    CHECK_INT(d.day, 14);
    CHECK_INT(date_parse("2026-02-29", &d), -1);
    CHECK_INT(date_parse("2028-02-29", &d), 0);
    CHECK_INT(date_parse("2026-13-01", &d), -1);
    CHECK_INT(date_parse("2026-03-14x", &d), -1);

    CHECK(is_leap_year(2028));
    CHECK(!is_leap_year(2100));
    CHECK(is_leap_year(2000));

    CHECK_STR(fmt(date_add_days(D("2026-03-14"), 7)), "2026-03-21");
    CHECK_STR(fmt(date_add_days(D("2026-04-30"), 1)), "2026-05-01");
    CHECK_STR(fmt(date_add_days(D("2026-02-28"), 1)), "2026-03-01");
    CHECK_STR(fmt(date_add_days(D("2028-02-28"), 1)), "2028-02-29");
    CHECK_STR(fmt(date_add_days(D("2026-12-30"), 3)), "2027-01-02");
    CHECK_STR(fmt(date_add_days(D("2026-03-01"), -1)), "2026-02-28");
    CHECK_STR(fmt(date_add_days(D("2027-01-02"), -3)), "2026-12-30");

    CHECK_INT(date_diff(D("2026-03-14"), D("2026-03-21")), 7);
    CHECK_INT(date_diff(D("2026-03-14"), D("2026-08-01")), 140);
    CHECK_INT(date_diff(D("2026-08-01"), D("2026-03-14")), -140);
    CHECK_INT(date_diff(D("2027-12-31"), D("2028-03-01")), 61);

    CHECK_DONE();
}
