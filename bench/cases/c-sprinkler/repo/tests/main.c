#include <stdio.h>
#include <string.h>

#include "check.h"

int failed_checks;

static const struct {
    const char *name;
    void (*run)(void);
} GROUPS[] = {
    {"days", test_days},
    {"program", test_program},
    {"report", test_report},
};

int main(int argc, char **argv)
{
    int ran = 0;
    for (size_t i = 0; i < sizeof GROUPS / sizeof GROUPS[0]; i++) {
        if (argc < 2 || strcmp(argv[1], GROUPS[i].name) == 0) {
            GROUPS[i].run();
            ran++;
        }
    }
    if (ran == 0) {
        fprintf(stderr, "no test group %s\n", argv[1]);
        return 2;
    }
    if (failed_checks) {
        fprintf(stderr, "%d check(s) failed\n", failed_checks);
        return 1;
    }
    printf("ok\n");
    return 0;
}
