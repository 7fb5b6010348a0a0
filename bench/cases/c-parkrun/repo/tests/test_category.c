#include "category.h"
#include "check.h"

void test_category_codes(void)
{
    char buf[12];
    CHECK_STR(category_code('M', 9, buf, sizeof buf), "JM10");
    CHECK_STR(category_code('W', 10, buf, sizeof buf), "JW10");
    CHECK_STR(category_code('W', 11, buf, sizeof buf), "JW11-14");
    CHECK_STR(category_code('M', 17, buf, sizeof buf), "JM15-17");
    CHECK_STR(category_code('M', 18, buf, sizeof buf), "SM18-19");
    CHECK_STR(category_code('W', 24, buf, sizeof buf), "SW20-24");
    CHECK_STR(category_code('M', 34, buf, sizeof buf), "SM30-34");
    CHECK_STR(category_code('M', 35, buf, sizeof buf), "VM35-39");
    CHECK_STR(category_code('W', 71, buf, sizeof buf), "VW70-74");
    CHECK_STR(category_code('W', 99, buf, sizeof buf), "VW95-99");
    CHECK_STR(category_code('M', 101, buf, sizeof buf), "VM100");
    CHECK(category_code('X', 40, buf, sizeof buf) == NULL);
    CHECK(category_code('M', 2, buf, sizeof buf) == NULL);
}

void test_category_bands(void)
{
    CHECK_INT(category_band_start(7), 10);
    CHECK_INT(category_band_start(14), 11);
    CHECK_INT(category_band_start(15), 15);
    CHECK_INT(category_band_start(19), 18);
    CHECK_INT(category_band_start(20), 20);
    CHECK_INT(category_band_start(44), 40);
    CHECK_INT(category_band_start(45), 45);
}
