#include "check.h"
#include "spec.h"

static void test_find(void)
{
    const grade_spec *g = grade_find("RMG 380");

    CHECK(g != NULL);
    CHECK_NEAR(g->max_viscosity50, 380.0, 0.0);
    CHECK(grade_find("DMA") != NULL);
    CHECK(grade_find("RMG380") == NULL);
}

static void test_on_spec(void)
{
    const sample_result s = { 988.4, 362.0, 2.85, 72.0, 0.2 };

    CHECK_INT(spec_check(grade_find("RMG 380"), &s), 0);
}

static void test_margins(void)
{
    const grade_spec *g = grade_find("RMG 380");
    sample_result s = { 991.2, 362.0, 3.52, 72.0, 0.2 };

    /* inside the reproducibility margin */
    CHECK_INT(spec_check(g, &s), 0);
    s.density15 = 991.4;
    s.sulphur_pct = 3.54;
    CHECK_INT(spec_check(g, &s), OFFSPEC_DENSITY | OFFSPEC_SULPHUR);
}

static void test_off_spec_and_describe(void)
{
    const sample_result s = { 850.0, 7.5, 0.08, 55.0, 0.0 };
    char buf[64];
    int off = spec_check(grade_find("DMA"), &s);

    CHECK_INT(off, OFFSPEC_VISCOSITY | OFFSPEC_FLASH_POINT);
    spec_describe(off, buf, sizeof buf);
    CHECK_STR(buf, "viscosity, flash point");
    spec_describe(0, buf, sizeof buf);
    CHECK_STR(buf, "on specification");
}

void test_spec(void)
{
    test_find();
    test_on_spec();
    test_margins();
    test_off_spec_and_describe();
}
