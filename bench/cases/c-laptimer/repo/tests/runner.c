#include <stdio.h>

#include "unit.h"

int unit_failures;

struct unit_test {
    const char *name;
    void (*fn)(void);
};

#define T(name) {#name, name}

static const struct unit_test tests[] = {
    T(test_parse_minutes),
    T(test_parse_seconds_and_hours),
    T(test_parse_rejects),
    T(test_format_under_an_hour),
    T(test_format_negative),
    T(test_format_truncates_to_buffer),
    T(test_appendf),
    T(test_appendf_overflow),
    T(test_race_add),
    T(test_race_full),
    T(test_best_and_mean),
    T(test_splits),
    T(test_sheet_short_race),
    T(test_sheet_relay),
    T(test_sheet_too_small),
};

int main(void)
{
    int failed = 0;
    int total = (int)(sizeof tests / sizeof tests[0]);

    for (int i = 0; i < total; i++) {
        unit_failures = 0;
        tests[i].fn();
        printf("%s %s\n", unit_failures ? "FAIL" : "ok  ", tests[i].name);
        if (unit_failures) {
            failed++;
        }
    }
    printf("%d tests, %d failed\n", total, failed);
    return failed ? 1 : 0;
}
