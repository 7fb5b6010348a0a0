#include "check.h"
#include "cuts.h"
#include "money.h"
#include "scale.h"
#include "tests.h"

void test_cut_lookup(void)
{
    const struct cut *rump = cut_find(2104);
    CHECK(rump != NULL);
    CHECK_STR(rump->name, "Rump steak");
    CHECK_STR(species_name(rump->species), "Beef");
    CHECK_INT(rump->price, 2150);
    CHECK(cut_find(9999) == NULL);

    int count = 0;
    const struct cut *all = cut_catalogue(&count);
    CHECK_INT(count, 14);
    for (int i = 1; i < count; i++)
        CHECK(all[i - 1].plu < all[i].plu);
}

void test_tare_and_division(void)
{
    CHECK_INT(net_weight_g(477, TRAY_SMALL), 465);
    CHECK_INT(net_weight_g(479, TRAY_SMALL), 465);
    CHECK_INT(net_weight_g(480, TRAY_SMALL), 470);
    CHECK_INT(net_weight_g(1021, TRAY_LARGE), 1000);
    CHECK_INT(net_weight_g(10, TRAY_SMALL), -1);
    CHECK_INT(net_weight_g(15002, TRAY_NONE), 15000);
    CHECK_INT(net_weight_g(15003, TRAY_NONE), -1);
}

void test_price_for_weight(void)
{
    CHECK_INT(price_for_weight(465, 2150), 1000);
    CHECK_INT(price_for_weight(1000, 899), 899);
    CHECK_INT(price_for_weight(250, 1290), 323);
    CHECK_INT(price_for_weight(0, 3250), 0);
}

void test_format_pence(void)
{
    char buf[24];
    format_pence(1000, buf, sizeof buf);
    CHECK_STR(buf, "\xc2\xa3" "10.00");
    format_pence(7, buf, sizeof buf);
    CHECK_STR(buf, "\xc2\xa3" "0.07");
    format_pence(-250, buf, sizeof buf);
    CHECK_STR(buf, "-\xc2\xa3" "2.50");
}

void test_percent_of(void)
{
    CHECK_INT(percent_of(4365, 10), 437);
    CHECK_INT(percent_of(4364, 10), 436);
    CHECK_INT(percent_of(-4365, 10), -437);
    CHECK_INT(percent_of(1999, 0), 0);
}
