#include "check.h"
#include "fixtures.h"
#include "pricing.h"

static void wet_wheat_pays_for_drying(void)
{
    tariff tf;
    settlement st;
    ticket t = fixture_ticket(LOAD_WHEAT);
    tariff_default(&tf);
    price_load(&tf, &t, &st);
    CHECK_NEAR(st.net_t, 18.24, 1e-9);
    CHECK_NEAR(st.store_t, 17.9139, 1e-4);
    CHECK_NEAR(st.value, 3269.29, 1e-9);
    CHECK_NEAR(st.drying, 32.10, 1e-9);
    CHECK_NEAR(st.admix, 0.0, 1e-9);
    CHECK_NEAR(st.sw, 0.0, 1e-9);
    CHECK_NEAR(st.payable, 3237.19, 1e-9);
}

static void light_dirty_barley_is_docked(void)
{
    tariff tf;
    settlement st;
    ticket t = fixture_ticket(LOAD_BARLEY);
    tariff_default(&tf);
    price_load(&tf, &t, &st);
    /* dry enough already: only the handling loss comes off */
    CHECK_NEAR(st.store_t, 16.7956, 1e-4);
    CHECK_NEAR(st.value, 2653.70, 1e-9);
    CHECK_NEAR(st.drying, 0.0, 1e-9);
    CHECK_NEAR(st.admix, 29.19, 1e-9);
    CHECK_NEAR(st.sw, 12.60, 1e-9);
    CHECK_NEAR(st.payable, 2611.91, 1e-9);
}

static void rape_has_no_specific_weight(void)
{
    tariff tf;
    settlement st;
    ticket t = fixture_ticket(LOAD_OSR);
    tariff_default(&tf);
    price_load(&tf, &t, &st);
    CHECK_NEAR(st.value, 4555.57, 1e-9);
    CHECK_NEAR(st.drying, 28.00, 1e-9);
    CHECK_NEAR(st.sw, 0.0, 1e-9);
    CHECK_NEAR(st.payable, 4527.57, 1e-9);
}

void test_pricing(void)
{
    wet_wheat_pays_for_drying();
    light_dirty_barley_is_docked();
    rape_has_no_specific_weight();
}
