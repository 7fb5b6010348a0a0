#include "../src/temper.h"
#include "check.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void test_curves(void) {
    CHECK_NEAR(temper_for(CHOC_DARK).work_c, 31.5, 1e-9);
    CHECK_NEAR(temper_for(CHOC_MILK).cool_c, 27.0, 1e-9);
    CHECK_NEAR(temper_for(CHOC_WHITE).melt_c, 45.0, 1e-9);
}

static void test_names(void) {
    choc_kind k;
    CHECK(choc_from_name("milk", &k));
    CHECK_INT(k, CHOC_MILK);
    CHECK(!choc_from_name("ruby", &k));
    CHECK_STR(choc_name(CHOC_WHITE), "white");
}

static void test_good_run(void) {
    double run[] = {35, 42, 48, 50.5, 45, 38, 30, 28, 29.5, 31.2, 31.6, 31.4};
    CHECK_INT(temper_check(CHOC_DARK, run, N(run)), TEMPER_OK);
}

static void test_not_melted(void) {
    double run[] = {35, 42, 46, 40, 30, 28, 31.5};
    CHECK_INT(temper_check(CHOC_DARK, run, N(run)), TEMPER_NOT_MELTED);
}

static void test_not_cooled(void) {
    double run[] = {51, 40, 33, 29};
    CHECK_INT(temper_check(CHOC_DARK, run, N(run)), TEMPER_NOT_COOLED);
}

static void test_overheated(void) {
    double run[] = {46, 30, 27, 29, 30.2, 31.1};
    CHECK_INT(temper_check(CHOC_MILK, run, N(run)), TEMPER_OVERHEATED);
    CHECK_STR(temper_result_text(TEMPER_OVERHEATED), "overheated after cooling");
}

static void test_too_cool(void) {
    double run[] = {46, 30, 26, 28.4, 27.2};
    CHECK_INT(temper_check(CHOC_WHITE, run, N(run)), TEMPER_TOO_COOL);
    double never[] = {46, 26, 27};
    CHECK_INT(temper_check(CHOC_WHITE, never, N(never)), TEMPER_TOO_COOL);
}

int main(void) {
    RUN(test_curves);
    RUN(test_names);
    RUN(test_good_run);
    RUN(test_not_melted);
    RUN(test_not_cooled);
    RUN(test_overheated);
    RUN(test_too_cool);
    return CHECK_DONE();
}
