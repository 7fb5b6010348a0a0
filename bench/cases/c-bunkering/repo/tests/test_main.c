#include <stdio.h>

int check_passed;
int check_failed;

void test_density(void);
void test_tank(void);
void test_bdn(void);
void test_spec(void);
void test_invoice(void);

int main(void)
{
    test_density();
    test_tank();
    test_bdn();
    test_spec();
    test_invoice();

    printf("%d passed, %d failed\n", check_passed, check_failed);
    return check_failed == 0 ? 0 : 1;
}
