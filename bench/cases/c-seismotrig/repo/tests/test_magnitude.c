#include <math.h>
#include "check.h"
#include "seismo.h"

static void richter_nomogram_points(void)
{
    /* Richter's reference: 1 mm at 100 km (S-P about 11.9 s) is close to ML 3. */
    CHECK_NEAR(local_magnitude(1.0, 11.9), 3.01, 0.01);
    CHECK_NEAR(local_magnitude(10.0, 5.0), 2.88, 0.01);
    CHECK_NEAR(local_magnitude(23.0, 24.0), 5.29, 0.01);
}

static void magnitude_needs_positive_inputs(void)
{
    CHECK(isnan(local_magnitude(0.0, 5.0)));
    CHECK(isnan(local_magnitude(2.0, -1.0)));
}

static void wood_anderson_amplitude(void)
{
    CHECK_NEAR(wood_anderson_mm(100.0, 1.0), 33.10, 0.01);
    CHECK_NEAR(wood_anderson_mm(3.0, 0.5), 0.50, 0.01);
}

void run_magnitude_tests(void)
{
    RUN(richter_nomogram_points);
    RUN(magnitude_needs_positive_inputs);
    RUN(wood_anderson_amplitude);
}
