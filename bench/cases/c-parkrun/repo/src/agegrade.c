#include "agegrade.h"

#include <math.h>

struct band {
    int from;
    double factor;
};

/* By the first age of each band; ages between use the band they fall in. */
static const struct band bands[] = {
    {4, 1.45},  {8, 1.25},  {10, 1.12}, {11, 1.06}, {15, 1.02}, {18, 1.005}, {20, 1.000},
    {30, 1.004}, {35, 1.020}, {40, 1.050}, {45, 1.090}, {50, 1.130}, {55, 1.180}, {60, 1.240},
    {65, 1.310}, {70, 1.390}, {75, 1.490}, {80, 1.620}, {85, 1.790}, {90, 2.020}, {95, 2.350},
};

double agegrade_factor(int age)
{
    double factor = bands[0].factor;
    for (unsigned i = 0; i < sizeof bands / sizeof bands[0]; i++) {
        if (age >= bands[i].from) {
            factor = bands[i].factor;
        }
    }
    return factor;
}

int agegrade_standard(char sex, int age)
{
    int open;
    if (sex == 'M') {
        open = AGEGRADE_STANDARD_M;
    } else if (sex == 'W') {
        open = AGEGRADE_STANDARD_W;
    } else {
        return -1;
    }
    return (int)lround(open * agegrade_factor(age));
}

double agegrade_percent(char sex, int age, int seconds)
{
    int standard = agegrade_standard(sex, age);
    if (standard < 0 || seconds <= 0) {
        return -1.0;
    }
    return 100.0 * standard / seconds;
}
