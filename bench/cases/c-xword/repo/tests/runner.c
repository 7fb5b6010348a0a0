#include <stdio.h>

#include "unit.h"

int unit_failures;

struct unit_test {
    const char *name;
    void (*fn)(void);
};

#define T(name) {#name, name}

static const struct unit_test tests[] = {
    T(test_parse),
    T(test_parse_rejects),
    T(test_open),
    T(test_symmetry),
    T(test_number_small),
    T(test_number_blocks_at_edges),
    T(test_number_single_cells),
    T(test_entries_list),
    T(test_entries_find),
    T(test_entry_pattern),
    T(test_fill_across_and_down),
    T(test_fill_conflict),
    T(test_fill_length_and_invalid),
    T(test_fill_complete),
    T(test_render_empty),
    T(test_render_filled),
    T(test_render_too_small),
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
    printf("%d passed, %d failed\n", total - failed, failed);
    return failed ? 1 : 0;
}
