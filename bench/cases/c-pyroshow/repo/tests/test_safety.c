#include <assert.h>
#include <math.h>
#include <stdio.h>

#include "fixtures.h"
#include "safety.h"

static struct script s;

static int near(double a, double b)
{
    return fabs(a - b) < 0.01;
}

int main(void)
{
    /* 75 mm is just under 3 in: 206.7 ft */
    assert(near(safety_distance_m(75), 63.0));
    assert(near(safety_distance_m(100), 84.0));

    script_init(&s);
    for (int i = 0; i < FINALE_N; i++)
        assert(script_add_line(&s, finale[i]) == 0);
    assert(near(script_safety_distance_m(&s), 126.0)); /* the 150 mm palm */

    puts("safety ok");
    return 0;
}
