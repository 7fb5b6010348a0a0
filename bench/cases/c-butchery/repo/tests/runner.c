#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "tests.h"

int check_failures;

struct date D(const char *text)
{
    struct date d;
    if (date_parse(text, &d) != 0) {
        fprintf(stderr, "bad date in test: %s\n", text);
        abort();
    }
    return d;
}

const char *plus_days(const char *start, int days)
{
    static char buf[16];
    date_format(date_add_days(D(start), days), buf, sizeof buf);
    return buf;
}

struct test {
    const char *name;
    void (*run)(void);
};

#define TEST_ENTRY(name) {#name, name},
static const struct test tests[] = {TEST_LIST(TEST_ENTRY)};
#undef TEST_ENTRY

int main(int argc, char **argv)
{
    int passed = 0, failed = 0;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        if (argc > 1 && strstr(tests[i].name, argv[1]) == NULL)
            continue;
        check_failures = 0;
        tests[i].run();
        if (check_failures == 0) {
            printf("ok   %s\n", tests[i].name);
            passed++;
        } else {
            printf("FAIL %s (%d failed check%s)\n", tests[i].name, check_failures,
                   check_failures == 1 ? "" : "s");
            failed++;
        }
    }
    printf("\ntests: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
