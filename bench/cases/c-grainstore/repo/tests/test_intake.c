#include "check.h"
#include "fixtures.h"
#include "intake.h"

static void loads_go_to_their_bins(void)
{
    store s;
    tariff tf;
    intake_result r;
    char err[128];
    fixture_store(&s);
    tariff_default(&tf);

    CHECK(intake_line(&s, &tf, LOAD_WHEAT, &r, err, sizeof err) == 0);
    CHECK(intake_line(&s, &tf, LOAD_BARLEY, &r, err, sizeof err) == 0);
    CHECK(intake_line(&s, &tf, LOAD_OSR, &r, err, sizeof err) == 0);
    CHECK_NEAR(r.settle.payable, 4527.57, 1e-9);

    CHECK_NEAR(store_find(&s, "B3")->stock_t, 17.9139, 1e-4);
    CHECK_NEAR(store_stock_t(&s, CROP_BARLEY), 16.7956, 1e-4);
    CHECK_NEAR(store_stock_t(&s, CROP_OSR), 12.2462, 1e-4);
    CHECK(store_find(&s, "B2")->crop == CROP_NONE);
}

static void a_full_bin_turns_the_lorry_away(void)
{
    store s;
    tariff tf;
    intake_result r;
    char err[128];
    fixture_store(&s);
    tariff_default(&tf);

    CHECK(store_intake(&s, "B5", CROP_OSR, 140.0) == STORE_OK);
    CHECK(intake_line(&s, &tf, LOAD_OSR, &r, err, sizeof err) == -1);
    CHECK(r.store_rc == STORE_FULL);
    CHECK_STR(err, "T0414: B5 bin full");
    CHECK_NEAR(store_stock_t(&s, CROP_OSR), 140.0, 1e-9);
}

static void wrong_crop_for_the_bin(void)
{
    store s;
    tariff tf;
    intake_result r;
    char err[128];
    fixture_store(&s);
    tariff_default(&tf);

    CHECK(store_intake(&s, "B3", CROP_BEANS, 20.0) == STORE_OK);
    CHECK(intake_line(&s, &tf, LOAD_WHEAT, &r, err, sizeof err) == -1);
    CHECK_STR(err, "T0412: B3 bin holds another crop");
    CHECK(intake_line(&s, &tf, "T0419 WHEAT 1 2 3", &r, err, sizeof err) == -1);
}

void test_intake(void)
{
    loads_go_to_their_bins();
    a_full_bin_turns_the_lorry_away();
    wrong_crop_for_the_bin();
}
