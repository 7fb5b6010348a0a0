#include "check.h"
#include "sails.h"

#include <string>

using namespace windmill;

TEST(reef_follows_the_wind) {
    CHECK(choose_reef(3.0) == Reef::Full);
    CHECK(choose_reef(7.9) == Reef::Full);
    CHECK(choose_reef(9.0) == Reef::FirstReef);
    CHECK(choose_reef(12.0) == Reef::Dagger);
    CHECK(choose_reef(15.0) == Reef::SwordPoint);
    CHECK(choose_reef(18.0) == Reef::Furled);
}

TEST(reef_names) {
    CHECK_EQ(std::string(reef_name(Reef::Dagger)), std::string("dagger point"));
    CHECK_EQ(std::string(reef_name(Reef::Furled)), std::string("furled"));
}

TEST(cloth_area_of_four_sails) {
    Sails s;  // 4 sails of 10 m by 2 m
    CHECK_NEAR(s.frame_area(), 80.0, 1e-9);
    CHECK_NEAR(cloth_area(s, Reef::Full), 80.0, 1e-9);
    CHECK_NEAR(cloth_area(s, Reef::Dagger), 40.0, 1e-9);
    CHECK_NEAR(cloth_area(s, Reef::Furled), 0.0, 1e-9);
}

TEST(power_goes_with_the_cube_of_the_wind) {
    Sails s;
    double p6 = power_w(s, Reef::Full, 6.0);
    CHECK_NEAR(p6, 0.5 * 1.225 * 80.0 * 216.0 * 0.2, 1e-6);
    CHECK_NEAR(power_w(s, Reef::Full, 12.0) / p6, 8.0, 1e-9);
}

TEST(sail_speed) {
    // 7 m/s, tip radius 11 m, tip speed ratio 2.5: 17.5 m/s at the tip
    CHECK_NEAR(sail_rpm(7.0, 11.0), 15.19, 0.01);
}

int main() { return check::run_all(); }
