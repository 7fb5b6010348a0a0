#include "check.h"

int checks_run = 0, checks_failed = 0;

void run_trace_tests(void);
void run_trigger_tests(void);
void run_magnitude_tests(void);
void run_distance_tests(void);
void run_catalog_tests(void);

int main(void)
{
    run_trace_tests();
    run_trigger_tests();
    run_magnitude_tests();
    run_distance_tests();
    run_catalog_tests();
    printf("%d checks, %d failed\n", checks_run, checks_failed);
    return checks_failed ? 1 : 0;
}
