#include "check.h"
#include "fixture.h"
#include "race.h"

int main(void)
{
    struct race r;

    CHECK_INT(race_corrected(3130, 1100), 2845);
    CHECK_INT(race_corrected(3950, 1390), 2842);  /* 2841.73 rounds up */
    CHECK_INT(race_corrected(1000, 1000), 1000);

    fixture_race(&r);
    CHECK_INT(r.count, 6);
    CHECK_INT(r.entries[0].elapsed, 3130);
    CHECK_INT(r.entries[0].corrected, 2845);
    CHECK_INT(r.entries[1].corrected, 2842);
    CHECK_INT(r.entries[3].corrected, 2842);
    CHECK_INT(r.entries[4].corrected, 2849);
    CHECK_INT(r.entries[5].status, DNF);
    CHECK_INT(r.entries[5].corrected, 0);

    /* unknown class refused */
    CHECK(race_finish(&r, "12", "X", "Optimist", 54000) == NULL);
    CHECK_INT(r.count, 6);

    CHECK_DONE();
}
