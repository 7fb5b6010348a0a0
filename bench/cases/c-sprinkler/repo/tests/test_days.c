#include "check.h"
#include "sprinkler.h"

void test_days(void)
{
    unsigned mask = 0;
    EXPECT_INT(days_parse("Mon,Wed,Fri", &mask), 0);
    EXPECT_INT(mask, 0x15);
    EXPECT_INT(days_parse(" tue , thu ", &mask), 0);
    EXPECT_INT(mask, 0x0A);
    EXPECT_INT(days_parse("weekends", &mask), 0);
    EXPECT_INT(mask, 0x60);
    EXPECT_INT(days_parse("weekdays,Sun", &mask), 0);
    EXPECT_INT(mask, 0x5F);
    EXPECT_INT(days_parse("daily", &mask), 0);
    EXPECT_INT(mask, DAYS_ALL);
    EXPECT_INT(days_parse("Mon,,Tue", &mask), -1);
    EXPECT_INT(days_parse("Monday", &mask), -1);
    EXPECT_INT(days_parse("", &mask), -1);

    EXPECT_INT(date_weekday((struct date){2026, 12, 7}), 0);
    EXPECT_INT(date_weekday((struct date){2024, 2, 29}), 3);
    EXPECT_INT(date_weekday((struct date){2027, 1, 3}), 6);
    EXPECT(!date_valid((struct date){2026, 2, 29}));
    EXPECT(date_valid((struct date){2028, 2, 29}));

    EXPECT(days_runs_on(0x15, (struct date){2026, 7, 1}));  /* a Wednesday */
    EXPECT(!days_runs_on(0x15, (struct date){2026, 7, 2}));
    EXPECT(!days_runs_on(DAYS_ALL, (struct date){2026, 6, 31}));
}
