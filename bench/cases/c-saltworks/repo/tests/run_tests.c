#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tests.h"

struct test {
    const char *name;
    void (*fn)(void);
};

#define T(fn) { #fn, fn }

static const struct test tests[] = {
    T(test_density_and_baume),
    T(test_baume_round_trip),
    T(test_mix),
    T(test_concentrate_to_saturation),
    T(test_concentrate_dry_and_rain),
    T(test_parse_line),
    T(test_parse_line_rejects),
    T(test_load),
    T(test_pan_evaporation),
    T(test_pond_init_and_depth),
    T(test_pond_day_evaporates),
    T(test_pond_day_rain),
    T(test_pond_day_crystallises),
    T(test_sieve_valid),
    T(test_harvest_take),
    T(test_harvest_bags),
    T(test_harvest_value),
    T(test_works_add_pond),
    T(test_works_feed_order),
    T(test_works_salt_balance),
    T(test_works_season),
};

int main(int argc, char **argv)
{
    int passed = 0, failed = 0;
    size_t i;

    for (i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        if (argc > 1 && strstr(tests[i].name, argv[1]) == NULL)
            continue;
        check_reset();
        tests[i].fn();
        if (check_failures() == 0) {
            printf("ok   %s\n", tests[i].name);
            passed++;
        } else {
            printf("FAIL %s\n", tests[i].name);
            failed++;
        }
    }
    printf("\n%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
