#include "check.h"
#include "seedtray.h"

static struct date D(const char *text)
{
    struct date d = { 0, 0, 0 };
    date_parse(text, &d);
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
    struct sowing s;

    /* 100 leeks at 75%: 134 seeds (133.3 rounded up), two 84-cell trays */
    CHECK_INT(plan_sowing("Leek", 100, D("2026-04-20"), &s), 0);
    CHECK_INT(s.seeds, 134);
    CHECK_INT(s.trays, 2);
    CHECK_STR(fmt(s.up_by), "2026-05-04");
    CHECK_STR(fmt(s.plant_out), "2026-06-29");

    /* 30 tomatoes at 80%: 38 seeds, two 24-cell trays */
    CHECK_INT(plan_sowing("tomato", 30, D("2026-05-20"), &s), 0);
    CHECK_INT(s.seeds, 38);
    CHECK_INT(s.trays, 2);
    CHECK_STR(fmt(s.plant_out), "2026-07-15");

    /* 48 lettuces at 90%: exactly 54 seeds */
    CHECK_INT(plan_sowing("Lettuce", 48, D("2026-03-14"), &s), 0);
    CHECK_INT(s.seeds, 54);
    CHECK_INT(s.trays, 1);

    /* working back from the day the sweetcorn goes out */
    CHECK_INT(plan_back_from("Sweetcorn", 40, D("2026-06-10"), &s), 0);
    CHECK_STR(fmt(s.sow_on), "2026-05-11");
    CHECK_INT(date_diff(s.sow_on, s.plant_out), 30);

    CHECK_INT(plan_sowing("Parsnip", 10, D("2026-03-14"), &s), -1);
    CHECK_INT(plan_sowing("Kale", 0, D("2026-03-14"), &s), -1);

    CHECK_DONE();
}
