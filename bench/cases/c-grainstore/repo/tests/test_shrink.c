#include "check.h"
#include "shrink.h"

static void dries_to_target(void)
{
    /* 10 t at 20% holds 8 t of dry matter, which is 9.412 t at 15% */
    CHECK_NEAR(shrink_dried_kg(10000, 20.0, 15.0), 9411.765, 1e-3);
    CHECK_NEAR(shrink_dried_kg(10000, 14.0, 15.0), 10000.0, 1e-9);
    CHECK_NEAR(shrink_dried_kg(10000, 15.0, 15.0), 10000.0, 1e-9);
}

static void store_weight_allows_for_handling(void)
{
    CHECK_NEAR(shrink_store_kg(CROP_WHEAT, 18240, 16.1), 17913.93, 0.01);
    CHECK_NEAR(shrink_store_kg(CROP_BARLEY, 10000, 14.0), 9950.0, 1e-9);
    /* rape is stored at 9% */
    CHECK_NEAR(shrink_store_kg(CROP_OSR, 12500, 10.4), 12246.15, 0.01);
}

static void shrink_as_a_percentage(void)
{
    CHECK_NEAR(shrink_percent(CROP_WHEAT, 18240, 16.1), 1.7877, 1e-3);
    CHECK_NEAR(shrink_percent(CROP_WHEAT, 0, 16.1), 0.0, 1e-12);
}

void test_shrink(void)
{
    dries_to_target();
    store_weight_allows_for_handling();
    shrink_as_a_percentage();
}
