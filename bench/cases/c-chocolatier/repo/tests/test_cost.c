#include "../src/cost.h"
#include "check.h"
#include "fixtures.h"

static void test_price_of(void) {
    CHECK_INT(price_of(&PRICES, "butter"), 980);
    CHECK_INT(price_of(&PRICES, "saffron"), -1);
}

static void test_recipe_cost(void) {
    /* 580 + 134.4 + 39.2 + 18 + 3 = 774.6 */
    CHECK_INT(recipe_cost(&SALTED_TRUFFLE, &PRICES), 775);
    /* 435 + 132 + 182.4 = 749.4 */
    CHECK_INT(recipe_cost(&ORANGE_MENDIANT, &PRICES), 749);
    recipe odd = {"odd", 1, 1, {{"saffron", 1}}};
    CHECK_INT(recipe_cost(&odd, &PRICES), -1);
}

static void test_shop_price(void) {
    /* 775 / 40 = 19.375p a piece; at 60 % margin 48.44p, up to 50p */
    CHECK_INT(shop_price(775, 40, 60), 50);
    CHECK_INT(shop_price(749, 24, 65), 90);
    CHECK_INT(shop_price(100, 10, 0), 10);
    CHECK_INT(shop_price(100, 0, 50), -1);
    CHECK_INT(shop_price(100, 10, 100), -1);
}

static void test_format(void) {
    char buf[16];
    format_pence(50, buf, sizeof buf);
    CHECK_STR(buf, "50p");
    format_pence(135, buf, sizeof buf);
    CHECK_STR(buf, "\xc2\xa3" "1.35");
    format_pence(1200, buf, sizeof buf);
    CHECK_STR(buf, "\xc2\xa3" "12.00");
}

int main(void) {
    RUN(test_price_of);
    RUN(test_recipe_cost);
    RUN(test_shop_price);
    RUN(test_format);
    return CHECK_DONE();
}
