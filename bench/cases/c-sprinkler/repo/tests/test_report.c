#include "check.h"
#include "garden.h"
#include "sprinkler.h"

static const char FRIDAY[] =
    "Back garden Fri 2026-07-03, budget 100%\n"
    "  05:30 Lawn          20 min  280.0 L\n"
    "  05:50 Veg beds      12 min   78.0 L\n"
    "  06:02 Pots           4 min    8.0 L\n"
    "  done 06:06, 36 min, 366.0 L\n";

void test_report(void)
{
    struct program p = garden();
    char buf[512];

    report_day(&p, (struct date){2026, 7, 3}, buf, sizeof buf);
    EXPECT_STR(buf, FRIDAY);

    report_day(&p, (struct date){2026, 7, 4}, buf, sizeof buf);
    EXPECT_STR(buf, "Back garden Sat 2026-07-04, budget 100%\n  no watering\n");

    char small[16];
    EXPECT_INT(report_day(&p, (struct date){2026, 7, 3}, small, sizeof small), strlen(FRIDAY));
    EXPECT_INT(strlen(small), 15);
}
