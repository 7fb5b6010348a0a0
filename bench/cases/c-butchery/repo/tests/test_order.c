#include "check.h"
#include "order.h"
#include "tests.h"

static void bell_order(struct order *order)
{
    order_init(order, "Mrs Bell", 0);
    order_add_weighed(order, 2101, 512, TRAY_SMALL);
    order_add_each(order, 2320, 2);
    order_add_each(order, 2330, 1);
    order_add_weighed(order, 2405, 512, TRAY_SMALL);
}

void test_order_totals(void)
{
    struct order order;
    bell_order(&order);
    CHECK_INT(order.count, 4);
    CHECK_INT(order.lines[0].net_g, 500);
    CHECK_INT(order.lines[0].price, 1625);
    CHECK_INT(order.lines[1].price, 900);
    CHECK_INT(order.lines[3].price, 645);

    struct order_totals totals = order_totals(&order);
    CHECK_INT(totals.subtotal, 3520);
    CHECK_INT(totals.discount, 0);
    CHECK_INT(totals.total, 3520);
}

void test_order_trade_discount(void)
{
    struct order order;
    order_init(&order, "The Red Lion", 1);
    order_add_weighed(&order, 2110, 2021, TRAY_LARGE);
    order_add_weighed(&order, 2130, 1504, TRAY_BAG);
    order_add_each(&order, 2320, 5);

    struct order_totals totals = order_totals(&order);
    CHECK_INT(totals.subtotal, 6579);
    CHECK_INT(totals.discount, 658);
    CHECK_INT(totals.total, 5921);
}

void test_order_rejects(void)
{
    struct order order;
    order_init(&order, "Mr Tan", 0);
    CHECK_INT(order_add_weighed(&order, 2320, 500, TRAY_NONE), -1);
    CHECK_INT(order_add_each(&order, 2101, 1), -1);
    CHECK_INT(order_add_each(&order, 2330, 0), -1);
    CHECK_INT(order_add_weighed(&order, 4242, 500, TRAY_NONE), -1);
    CHECK_INT(order.count, 0);

    for (int i = 0; i < ORDER_MAX_LINES; i++)
        CHECK_INT(order_add_each(&order, 2330, 1), i);
    CHECK_INT(order_add_each(&order, 2330, 1), -1);
}

void test_order_receipt(void)
{
    struct order order;
    char text[1024];
    bell_order(&order);
    order_receipt(&order, text, sizeof text);
    CHECK_STR(text, "Order for Mrs Bell\n"
                    "Sirloin steak         0.500 kg    \xc2\xa3" "16.25\n"
                    "Pork sausages (6)      2 x         \xc2\xa3" "9.00\n"
                    "Pork pie               1 x         \xc2\xa3" "3.50\n"
                    "Chicken breast        0.500 kg     \xc2\xa3" "6.45\n"
                    "Total                             \xc2\xa3" "35.20\n");
}
