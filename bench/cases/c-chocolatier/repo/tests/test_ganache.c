#include "../src/ganache.h"
#include "check.h"

static void test_ratios(void) {
    CHECK_NEAR(cream_ratio(CHOC_DARK, USE_PIPING), 0.80, 1e-9);
    CHECK_NEAR(cream_ratio(CHOC_WHITE, USE_SLAB), 0.25, 1e-9);
}

static void test_cream_for(void) {
    CHECK_INT(cream_for(CHOC_DARK, USE_PIPING, 400), 320);
    CHECK_INT(cream_for(CHOC_MILK, USE_GLAZE, 250), 150);
    CHECK_INT(cream_for(CHOC_WHITE, USE_PIPING, 500), 165);
}

static void test_fat(void) {
    CHECK_NEAR(ganache_fat(400, 0.38, 320, 0.48), 0.4244, 1e-4);
    CHECK_NEAR(ganache_fat(0, 0.38, 0, 0.48), 0.0, 1e-9);
}

int main(void) {
    RUN(test_ratios);
    RUN(test_cream_for);
    RUN(test_fat);
    return CHECK_DONE();
}
