#include "check.h"
#include "fixtures.h"
#include "intake.h"
#include "report.h"

static void stock_sheet(void)
{
    store s;
    tariff tf;
    intake_result r;
    char err[128], buf[1024];
    fixture_store(&s);
    tariff_default(&tf);
    intake_line(&s, &tf, LOAD_WHEAT, &r, err, sizeof err);
    intake_line(&s, &tf, LOAD_BARLEY, &r, err, sizeof err);
    store_intake(&s, "B4", CROP_WHEAT, 402.5);

    report_stock(&s, buf, sizeof buf);
    CHECK_STR(buf,
              "B1   Feed barley       16.8 t of   500 t (3%)\n"
              "B2   empty              0.0 t of   500 t (0%)\n"
              "B3   Feed wheat        17.9 t of   500 t (4%)\n"
              "B4   Feed wheat       402.5 t of   500 t (81%)\n"
              "B5   empty              0.0 t of   150 t (0%)\n"
              "Feed wheat            420.4 t\n"
              "Feed barley            16.8 t\n");
}

static void settlement_line(void)
{
    tariff tf;
    settlement st;
    char buf[256];
    ticket t = fixture_ticket(LOAD_BARLEY);
    tariff_default(&tf);
    price_load(&tf, &t, &st);
    report_settlement(&t, &st, buf, sizeof buf);
    CHECK_STR(buf, "T0413 Feed barley 16.88 t wet, 16.80 t dry: 2653.70 - drying 0.00 - admix 29.19 - sw 12.60 = 2611.91");
}

static void truncates_safely(void)
{
    store s;
    char buf[16];
    fixture_store(&s);
    report_stock(&s, buf, sizeof buf);
    CHECK_STR(buf, "B1   empty     ");
}

void test_report(void)
{
    stock_sheet();
    settlement_line();
    truncates_safely();
}
