#include <string.h>

#include "check.h"

#include "blend.h"
#include "cask.h"
#include "duty.h"
#include "ledger.h"
#include "proof.h"

static const char *LEDGER =
    "FILL B16-014 2016 200.0 63.5\n"
    "FILL H19-102 2019 250.0 62.0\n"
    "FILL S21-007 2021 500.0 64.2\n"
    "REGAUGE B16-014 2026 168.4 58.1\n"
    "REGAUGE H19-102 2025 221.0 59.4\n";

static void test_proof(void)
{
    CHECK_NEAR(abv_to_us_proof(40.0), 80.0, 1e-9);
    CHECK_NEAR(abv_to_uk_proof(57.15), 100.0125, 1e-9);
    CHECK_NEAR(uk_proof_to_abv(100.0), 57.142857, 1e-6);
    CHECK_NEAR(lpa(200.0, 63.5), 127.0, 1e-9);
}

static void test_cask_losses(void)
{
    struct cask c;
    cask_fill(&c, "B16-014", 2016, 200.0, 63.5);
    CHECK_NEAR(cask_angels_share(&c), 0.0, 1e-9);
    CHECK_NEAR(cask_annual_loss(&c), 0.0, 1e-9);

    cask_regauge(&c, 2026, 168.4, 58.1);
    CHECK_NEAR(cask_lpa(&c), 97.8404, 1e-9);
    CHECK_NEAR(cask_angels_share(&c), 22.960315, 1e-5);
    CHECK_NEAR(cask_annual_loss(&c), 2.574768, 1e-5);
}

static void test_ledger(void)
{
    struct warehouse w;
    int bad = 0;
    memset(&w, 0, sizeof w);
    CHECK_INT(ledger_load(&w, LEDGER, &bad), LEDGER_OK);
    CHECK_INT(w.count, 3);

    struct cask *h = warehouse_find(&w, "H19-102");
    CHECK(h != NULL);
    if (h) {
        CHECK_INT(h->regauge_year, 2025);
        CHECK_NEAR(cask_angels_share(h), 15.307097, 1e-5);
        CHECK_NEAR(cask_annual_loss(h), 2.730988, 1e-5);
    }
    CHECK_NEAR(warehouse_lpa(&w), 97.8404 + 131.274 + 321.0, 1e-6);
}

static void test_ledger_errors(void)
{
    struct warehouse w;
    int bad = 0;
    memset(&w, 0, sizeof w);
    CHECK_INT(ledger_load(&w, "FILL A 2020 200 63\nFILL A 2021 200 63\n", &bad), LEDGER_DUPLICATE_CASK);
    CHECK_INT(bad, 2);
    CHECK_INT(ledger_apply(&w, "REGAUGE Z 2024 180 60"), LEDGER_NO_SUCH_CASK);
    CHECK_INT(ledger_apply(&w, "EMPTY A 2024"), LEDGER_UNKNOWN_VERB);
    CHECK_INT(ledger_apply(&w, "FILL B 2024 200"), LEDGER_BAD_FIELDS);
    CHECK_INT(ledger_apply(&w, "FILL B 2024 200 140"), LEDGER_BAD_FIELDS);
    CHECK(strcmp(ledger_status_name(LEDGER_FULL), "warehouse full") == 0);
}

static void test_blend(void)
{
    struct warehouse w;
    memset(&w, 0, sizeof w);
    ledger_load(&w, LEDGER, NULL);

    struct vatting v = blend_casks(w.casks, 2);
    CHECK_NEAR(v.litres, 389.4, 1e-9);
    CHECK_NEAR(v.abv, 58.837802, 1e-5);
    CHECK_NEAR(water_to_reduce(v, 46.0), 108.674783, 1e-5);
    CHECK_INT(bottles_at(v, 46.0, 700), 711);
    CHECK(water_to_reduce(v, 60.0) < 0.0);
}

static void test_duty(void)
{
    CHECK_INT(duty_rate(0.5), 0);
    CHECK_INT(duty_rate(5.0), 2450);
    CHECK_INT(duty_rate(40.0), 3187);
    CHECK_INT(duty_pence(0.7, 40.0), 892);
    CHECK_INT(duty_pence(70.0, 40.0), 89236);
}

int main(void)
{
    RUN(test_proof);
    RUN(test_cask_losses);
    RUN(test_ledger);
    RUN(test_ledger_errors);
    RUN(test_blend);
    RUN(test_duty);
    printf("%d checks, %d failed\n", checks_run, checks_failed);
    return checks_failed ? 1 : 0;
}
