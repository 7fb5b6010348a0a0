#include "check.h"
#include "density.h"

static void test_expansion_by_product_class(void)
{
    CHECK_NEAR(expansion_coefficient(988.4), 0.000683290, 1e-9);
    CHECK_NEAR(expansion_coefficient(845.0), 0.000837238, 1e-9);
    CHECK_NEAR(expansion_coefficient(830.0), 0.000863031, 1e-9);
    CHECK_NEAR(expansion_coefficient(780.0), 0.001042404, 1e-9);
    CHECK_NEAR(expansion_coefficient(720.0), 0.001277698, 1e-9);
    CHECK_NEAR(expansion_coefficient(1080.0), 0.0, 0.0);
    CHECK_NEAR(expansion_coefficient(600.0), 0.0, 0.0);
}

static void test_vcf(void)
{
    CHECK_NEAR(vcf_54b(988.4, 48.0), 0.9773, 1e-9);
    CHECK_NEAR(vcf_54b(991.0, 45.0), 0.9795, 1e-9);
    CHECK_NEAR(vcf_54b(845.0, 30.0), 0.9874, 1e-9);
    /* below 15 C the volume at 15 C is larger */
    CHECK_NEAR(vcf_54b(830.0, 10.0), 1.0043, 1e-9);
    CHECK_NEAR(vcf_54b(988.4, 15.0), 1.0, 1e-9);
    CHECK_NEAR(vcf_54b(1100.0, 40.0), -1.0, 0.0);
}

static void test_wcf_and_density(void)
{
    CHECK_NEAR(wcf_56(988.4), 0.9873, 1e-9);
    CHECK_NEAR(wcf_56(850.0), 0.8489, 1e-9);
    CHECK_NEAR(observed_density(988.4, 48.0), 988.4 * 0.9773, 1e-9);
    CHECK_NEAR(observed_density(500.0, 48.0), -1.0, 0.0);
    CHECK_NEAR(fahrenheit_to_celsius(122.0), 50.0, 1e-12);
    CHECK_NEAR(fahrenheit_to_celsius(59.0), 15.0, 1e-12);
}

void test_density(void)
{
    test_expansion_by_product_class();
    test_vcf();
    test_wcf_and_density();
}
