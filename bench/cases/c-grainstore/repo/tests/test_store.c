#include "check.h"
#include "fixtures.h"
#include "store.h"

static void bins(void)
{
    store s;
    fixture_store(&s);
    CHECK(s.n == 5);
    CHECK(store_add_bin(&s, "B1", 200) == STORE_BAD_AMOUNT);
    CHECK(store_add_bin(&s, "B6", 0) == STORE_BAD_AMOUNT);
    CHECK(store_find(&s, "B5") != NULL);
    CHECK(store_find(&s, "B9") == NULL);
    CHECK_NEAR(store_free_t(store_find(&s, "B5")), 150.0, 1e-9);
}

static void one_crop_per_bin(void)
{
    store s;
    fixture_store(&s);
    CHECK(store_intake(&s, "B1", CROP_BARLEY, 16.8) == STORE_OK);
    CHECK(store_intake(&s, "B1", CROP_WHEAT, 18.0) == STORE_WRONG_CROP);
    CHECK(store_intake(&s, "B1", CROP_BARLEY, 20.1) == STORE_OK);
    CHECK_NEAR(store_stock_t(&s, CROP_BARLEY), 36.9, 1e-9);
    CHECK(store_intake(&s, "B7", CROP_BARLEY, 1.0) == STORE_NO_BIN);
    CHECK(store_intake(&s, "B1", CROP_BARLEY, 0.0) == STORE_BAD_AMOUNT);
}

static void bins_fill_up(void)
{
    store s;
    fixture_store(&s);
    CHECK(store_intake(&s, "B5", CROP_OSR, 149.5) == STORE_OK);
    CHECK(store_intake(&s, "B5", CROP_OSR, 1.0) == STORE_FULL);
    CHECK(store_intake(&s, "B5", CROP_OSR, 0.5) == STORE_OK);
    CHECK_NEAR(store_free_t(store_find(&s, "B5")), 0.0, 1e-9);
}

static void outloading_empties_a_bin(void)
{
    store s;
    fixture_store(&s);
    store_intake(&s, "B2", CROP_WHEAT, 28.4);
    CHECK(store_outload(&s, "B2", 29.0) == STORE_SHORT);
    CHECK(store_outload(&s, "B2", 28.0) == STORE_OK);
    CHECK_NEAR(store_stock_t(&s, CROP_WHEAT), 0.4, 1e-9);
    CHECK(store_outload(&s, "B2", 0.4) == STORE_OK);
    CHECK(store_find(&s, "B2")->crop == CROP_NONE);
    CHECK(store_intake(&s, "B2", CROP_BEANS, 10.0) == STORE_OK);
}

static void error_text(void)
{
    CHECK_STR(store_error(STORE_FULL), "bin full");
    CHECK_STR(store_error(STORE_WRONG_CROP), "bin holds another crop");
    CHECK_STR(store_error(42), "unknown error");
}

void test_store(void)
{
    bins();
    one_crop_per_bin();
    bins_fill_up();
    outloading_empties_a_bin();
    error_text();
}
