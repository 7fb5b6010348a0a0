#include "unit.h"

int unit_failures;

struct unit_test {
    const char *name;
    void (*fn)(void);
};

#define T(f) {#f, f}

static const struct unit_test tests[] = {
    T(test_rad_deg),       T(test_norm),         T(test_day_of_year),  T(test_declination),
    T(test_equation_of_time), T(test_hour_lines), T(test_six_oclock),  T(test_dial_table),
    T(test_clock_dublin),  T(test_clock_vienna), T(test_clock_round_trip), T(test_hhmm),
    T(test_angle),
};

int main(void)
{
    int passed = 0, failed = 0;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        int before = unit_failures;
        tests[i].fn();
        if (unit_failures == before) {
            printf("ok   %s\n", tests[i].name);
            passed++;
        } else {
            printf("FAIL %s\n", tests[i].name);
            failed++;
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
