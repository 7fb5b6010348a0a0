#include "check.h"
#include "invoice.h"

static const stem_terms TERMS = { 61850, 235.0, 5.0, 250000, 30 };

static void test_price(void)
{
    CHECK_INT(price_of(231.905, 61850), 14343324);
    CHECK_INT(price_of(1.0, 61850), 61850);
    CHECK_INT(price_of(0.001, 61850), 62);
}

static void test_tolerance(void)
{
    CHECK(within_tolerance(&TERMS, 231.905));
    CHECK(within_tolerance(&TERMS, 223.25));
    CHECK(!within_tolerance(&TERMS, 223.2));
    CHECK(within_tolerance(&TERMS, 246.75));
    CHECK(!within_tolerance(&TERMS, 247.0));
}

static void test_invoice_delivery(void)
{
    invoice inv;

    invoice_delivery(&TERMS, 231.905, &inv);
    CHECK_INT(inv.product, 14343324);
    CHECK_INT(inv.min_quantity_fee, 0);
    CHECK_INT(inv.total, 14343324);

    invoice_delivery(&TERMS, 200.0, &inv);
    CHECK_INT(inv.product, 12370000);
    CHECK_INT(inv.min_quantity_fee, 250000);
    CHECK_INT(inv.total, 12620000);
}

static void test_money(void)
{
    char buf[32];

    format_money(14343324, buf, sizeof buf);
    CHECK_STR(buf, "143,433.24");
    format_money(5, buf, sizeof buf);
    CHECK_STR(buf, "0.05");
    format_money(-100000, buf, sizeof buf);
    CHECK_STR(buf, "-1,000.00");
    format_money(99999999, buf, sizeof buf);
    CHECK_STR(buf, "999,999.99");
}

void test_invoice(void)
{
    test_price();
    test_tolerance();
    test_invoice_delivery();
    test_money();
}
