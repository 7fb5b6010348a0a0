#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "fixtures.h"

int check_failures = 0;
int check_count = 0;

void test_crop_ticket(void);
void test_shrink(void);
void test_store(void);
void test_pricing(void);
void test_intake(void);
void test_report(void);

ticket fixture_ticket(const char *line)
{
    ticket t;
    char err[128];
    if (ticket_parse(line, &t, err, sizeof err) != 0) {
        fprintf(stderr, "bad fixture ticket %s: %s\n", line, err);
        exit(2);
    }
    return t;
}

/* The farm's store: four 500 t bins on the floor and a 150 t bin for rape. */
void fixture_store(store *s)
{
    store_init(s);
    store_add_bin(s, "B1", 500);
    store_add_bin(s, "B2", 500);
    store_add_bin(s, "B3", 500);
    store_add_bin(s, "B4", 500);
    store_add_bin(s, "B5", 150);
}

int main(void)
{
    test_crop_ticket();
    test_shrink();
    test_store();
    test_pricing();
    test_intake();
    test_report();

    printf("%d checks, %d failed\n", check_count, check_failures);
    return check_failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
