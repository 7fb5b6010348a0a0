#include "check.h"
#include "numeric.h"

int main(void)
{
    const double v[] = {2.0, 4.0, 9.0, 1.0};
    CHECK_NEAR(num_mean(v, 4), 4.0, 1e-12);
    CHECK_NEAR(num_mean(v, 0), 0.0, 1e-12);

    const double xs[] = {0.0, 1.0, 3.0};
    const double ys[] = {10.0, 20.0, 0.0};
    CHECK_NEAR(num_interp(xs, ys, 3, 0.5), 15.0, 1e-12);
    CHECK_NEAR(num_interp(xs, ys, 3, 2.0), 10.0, 1e-12);
    CHECK_NEAR(num_interp(xs, ys, 3, 1.0), 20.0, 1e-12);
    CHECK_NEAR(num_interp(xs, ys, 3, -4.0), 10.0, 1e-12);
    CHECK_NEAR(num_interp(xs, ys, 3, 7.0), 0.0, 1e-12);

    CHECK_INT(num_argmax(v, 4), 2);
    const double flat[] = {3.0, 3.0};
    CHECK_INT(num_argmax(flat, 2), 0);
    return CHECK_DONE();
}
