#include "check.h"
#include "tests.h"
#include "yield.h"

static void lamb(struct breakdown *b)
{
    breakdown_init(b, LAMB, 20000, 14000);
    breakdown_add(b, 2201, 5200);
    breakdown_add(b, 2205, 3100);
    breakdown_add(b, 2210, 4400);
}

void test_yield_percentages(void)
{
    struct breakdown b;
    lamb(&b);
    CHECK_INT(breakdown_cut_total_g(&b), 12700);
    CHECK_INT(breakdown_waste_g(&b), 7300);
    CHECK_INT(yield_tenths(5200, 20000), 260);
    CHECK_INT(yield_tenths(3100, 20000), 155);
    CHECK_INT(yield_tenths(breakdown_waste_g(&b), b.carcass_g), 365);
    CHECK_INT(yield_tenths(1, 3), 333);
    CHECK_INT(yield_tenths(100, 0), 0);
}

void test_breakdown_value_and_margin(void)
{
    struct breakdown b;
    lamb(&b);
    CHECK_INT(breakdown_retail_value(&b), 19967);
    CHECK_INT(breakdown_margin_tenths(&b), 299);
}

void test_breakdown_rejects(void)
{
    struct breakdown b;
    breakdown_init(&b, PORK, 60000, 9000);
    CHECK_INT(breakdown_add(&b, 2201, 5000), -1);
    CHECK_INT(breakdown_add(&b, 2320, 5000), -1);
    CHECK_INT(breakdown_add(&b, 2305, 0), -1);
    CHECK_INT(breakdown_add(&b, 2305, 6500), 0);
    CHECK_INT(breakdown_margin_tenths(&b), -629);
}
