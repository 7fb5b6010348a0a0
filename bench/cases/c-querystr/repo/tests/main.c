#include <stdio.h>

#include "check.h"

int check_failures = 0;
int check_count = 0;

void test_pctdec(void);
void test_query(void);

int main(void)
{
    test_pctdec();
    test_query();
    printf("%d checks, %d failed\n", check_count, check_failures);
    return check_failures == 0 ? 0 : 1;
}
