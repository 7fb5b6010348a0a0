#include "estimate.h"
#include "t.h"

static const machine_t ROUTER = {5000.0, 3000.0};

int main(void) {
    estimate_t e;
    double a[3] = {0, 0, 0}, b[3] = {3, 4, 12};
    EXPECT_CLOSE(move_length(a, b), 13.0, 1e-9);

    /* A 100 x 50 mm pocket outline: a rapid to the start, plunge, four sides at 1000 mm/min. */
    const char *pocket =
        "G90 G0 X0 Y0 Z5\n"
        "G1 Z-2 F300\n"
        "X100 F1000\n"
        "Y50\n"
        "X0\n"
        "Y0\n"
        "G0 Z5\n";
    EXPECT_INT(estimate_program(pocket, &ROUTER, &e), 0);
    EXPECT_INT(e.moves, 7);
    EXPECT_CLOSE(e.feed_mm, 307.0, 1e-9);
    EXPECT_CLOSE(e.rapid_mm, 12.0, 1e-9);
    EXPECT_CLOSE(e.seconds, 5.0 / 5000.0 * 60 + 7.0 / 300.0 * 60 + 300.0 / 1000.0 * 60 + 7.0 / 5000.0 * 60, 1e-6);

    /* Feeds above the machine's maximum are clamped; a dwell adds its seconds. */
    EXPECT_INT(estimate_program("G1 X600 F6000\nG4 P2\n", &ROUTER, &e), 0);
    EXPECT_CLOSE(e.seconds, 12.0 + 2.0, 1e-9);

    /* A feed move before any F is an error on its line. */
    EXPECT_INT(estimate_program("G0 X1\nG1 X2\n", &ROUTER, &e), -1);
    EXPECT_INT(e.error_line, 2);
    EXPECT_INT(estimate_program("G0 X1\nG1 X2 F100\nG7 X3\n", &ROUTER, &e), -1);
    EXPECT_INT(e.error_line, 3);

    return t_summary("test_estimate");
}
