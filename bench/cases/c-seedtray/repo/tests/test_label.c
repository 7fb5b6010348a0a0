#include "check.h"
#include "seedtray.h"

int main(void)
{
    struct sowing s;
    struct date sow = { 2026, 3, 14 };
    char buf[128];

    CHECK_INT(plan_sowing("Lettuce", 48, sow, &s), 0);
    label_format(&s, buf, sizeof buf);
    CHECK_STR(buf, "Lettuce x 54 seeds, 1 tray of 84 | sow 2026-03-14 | up 2026-03-21 | out 2026-04-18");

    sow.month = 6;
    sow.day = 1;
    CHECK_INT(plan_sowing("Courgette", 20, sow, &s), 0);
    label_format(&s, buf, sizeof buf);
    CHECK_STR(buf, "Courgette x 24 seeds, 1 tray of 24 | sow 2026-06-01 | up 2026-06-08 | out 2026-06-29");

    sow.month = 6;
    sow.day = 20;
    CHECK_INT(plan_sowing("Kale", 90, sow, &s), 0);
    label_format(&s, buf, sizeof buf);
    CHECK_STR(buf, "Kale x 106 seeds, 2 trays of 84 | sow 2026-06-20 | up 2026-06-28 | out 2026-08-01");

    CHECK_DONE();
}
