#include "check.h"
#include "label.h"
#include "tests.h"

static char text[512];

void test_label_weighed(void)
{
    struct label label;
    CHECK_INT(label_make(&label, 2104, 477, TRAY_SMALL, D("2024-05-10")), 0);
    CHECK_INT(label.net_g, 465);
    CHECK_INT(label.price, 1000);
    label_render(&label, text, sizeof text);
    CHECK_STR(text, "Rump steak\n"
                    "Beef\n"
                    "Net 0.465 kg  \xc2\xa3" "21.50/kg\n"
                    "Price \xc2\xa3" "10.00\n"
                    "Packed 10/05/2024\n"
                    "Use by 15/05/2024\n"
                    "PLU 2104\n");
}

void test_label_each(void)
{
    struct label label;
    CHECK_INT(label_make(&label, 2330, 0, TRAY_NONE, D("2024-05-10")), 0);
    label_render(&label, text, sizeof text);
    CHECK_STR(text, "Pork pie\n"
                    "Pork\n"
                    "Price \xc2\xa3" "3.50\n"
                    "Packed 10/05/2024\n"
                    "Use by 17/05/2024\n"
                    "PLU 2330\n");
}

void test_label_rejects(void)
{
    struct label label;
    CHECK_INT(label_make(&label, 1234, 500, TRAY_SMALL, D("2024-05-10")), -1);
    CHECK_INT(label_make(&label, 2101, 8, TRAY_SMALL, D("2024-05-10")), -1);
    CHECK_INT(label_make(&label, 2101, 20000, TRAY_NONE, D("2024-05-10")), -1);
}

void test_label_use_by_month_end(void)
{
    struct label label;
    char use_by[16];

    label_make(&label, 2405, 262, TRAY_SMALL, D("2024-02-27"));
    date_format(label.use_by, use_by, sizeof use_by);
    CHECK_STR(use_by, "01/03/2024");

    label_make(&label, 2405, 262, TRAY_SMALL, D("2023-02-27"));
    date_format(label.use_by, use_by, sizeof use_by);
    CHECK_STR(use_by, "02/03/2023");

    label_make(&label, 2110, 1521, TRAY_LARGE, D("2024-12-28"));
    date_format(label.use_by, use_by, sizeof use_by);
    CHECK_STR(use_by, "03/01/2025");
}
