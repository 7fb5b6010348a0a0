#include <stdio.h>

#include "check.h"

int check_failed;

void test_time_parse(void);
void test_time_format(void);
void test_time_delta(void);
void test_date_parse(void);
void test_date_leap(void);
void test_date_age(void);
void test_category_codes(void);
void test_category_bands(void);
void test_agegrade_factor(void);
void test_agegrade_standard(void);
void test_agegrade_percent(void);
void test_registry_lines(void);
void test_registry_rejects(void);
void test_event_times(void);
void test_event_scans(void);
void test_results_join(void);
void test_results_categories(void);
void test_results_flags(void);
void test_results_summary(void);
void test_report_lines(void);
void test_report_summary(void);
void test_report_summary_small(void);

struct test_case {
    const char *name;
    void (*run)(void);
};

#define TEST(fn) {#fn, fn}

static const struct test_case tests[] = {
    TEST(test_time_parse),
    TEST(test_time_format),
    TEST(test_time_delta),
    TEST(test_date_parse),
    TEST(test_date_leap),
    TEST(test_date_age),
    TEST(test_category_codes),
    TEST(test_category_bands),
    TEST(test_agegrade_factor),
    TEST(test_agegrade_standard),
    TEST(test_agegrade_percent),
    TEST(test_registry_lines),
    TEST(test_registry_rejects),
    TEST(test_event_times),
    TEST(test_event_scans),
    TEST(test_results_join),
    TEST(test_results_categories),
    TEST(test_results_flags),
    TEST(test_results_summary),
    TEST(test_report_lines),
    TEST(test_report_summary),
    TEST(test_report_summary_small),
};

int main(void)
{
    int total = (int)(sizeof tests / sizeof tests[0]);
    int failed = 0;

    for (int i = 0; i < total; i++) {
        check_failed = 0;
        tests[i].run();
        printf("%s %s\n", check_failed ? "FAIL" : "ok  ", tests[i].name);
        failed += check_failed;
    }
    printf("\n%d tests, %d passed, %d failed\n", total, total - failed, failed);
    return failed ? 1 : 0;
}
