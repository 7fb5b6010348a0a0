#include "ballistics.hpp"
#include "check.hpp"
#include "fixtures.hpp"

using namespace fletcher;

TEST(speed_at_ibo_spec) {
    Bow b;
    b.ibo_fps = 320;
    b.draw_weight_lb = 70;
    b.draw_length_in = 30;
    CHECK_NEAR(arrow_speed(b, 350), 320.0, 1e-9);
}

TEST(speed_adjustments) {
    Bow b = compound();
    // 330 - 15 (1.5 in short) - 26.5167 (79.55 gr heavy) - 4 (string)
    CHECK_NEAR(arrow_speed(b, 404.55), 330 - 15 - 79.55 / 3 - 4, 1e-9);
    // a light arrow gains nothing over IBO
    CHECK_NEAR(arrow_speed(b, 300), 330 - 15 - 4, 1e-9);
}

TEST(energy_and_momentum) {
    CHECK_NEAR(kinetic_energy_ftlb(400, 280), 69.6518, 1e-4);
    CHECK_NEAR(momentum_slugfts(400, 280), 0.49729, 1e-5);
    CHECK_NEAR(grains_per_pound(404.55, 65), 6.2238, 1e-4);
}

TEST_MAIN
