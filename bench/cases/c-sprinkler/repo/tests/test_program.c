#include "check.h"
#include "garden.h"
#include "sprinkler.h"

void test_program(void)
{
    struct program p = garden();
    struct run runs[SPRINKLER_MAX_RUNS];

    EXPECT_INT(program_zone_minutes(&p, &p.zones[0]), 20);
    p.budget = 70;
    EXPECT_INT(program_zone_minutes(&p, &p.zones[0]), 14);
    EXPECT_INT(program_zone_minutes(&p, &p.zones[1]), 8);  /* 8.4 */
    EXPECT_INT(program_zone_minutes(&p, &p.zones[2]), 3);  /* 2.8 */
    p.budget = 10;
    EXPECT_INT(program_zone_minutes(&p, &p.zones[2]), 0);  /* 0.4: skipped */

    p = garden();
    int n = program_day(&p, (struct date){2026, 7, 1}, runs, SPRINKLER_MAX_RUNS);
    EXPECT_INT(n, 3);
    EXPECT_INT(runs[0].start, 330);
    EXPECT_INT(runs[1].start, 350);
    EXPECT_INT(runs[2].start, 362);
    EXPECT_NEAR(runs[1].litres, 78.0);
    EXPECT_INT(program_day(&p, (struct date){2026, 7, 2}, runs, SPRINKLER_MAX_RUNS), 0);

    p.budget = 10;
    n = program_day(&p, (struct date){2026, 7, 1}, runs, SPRINKLER_MAX_RUNS);
    EXPECT_INT(n, 2);
    EXPECT_INT(runs[1].zone - p.zones, 1);
}
