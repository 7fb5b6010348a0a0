#include <string>

#include "card.hpp"
#include "check.hpp"
#include "fixtures.hpp"

using namespace fletcher;

TEST(work_out_hunter) {
    Spec s = work_out(hunter(), compound());
    CHECK_NEAR(s.grains, 404.55, 1e-9);
    CHECK_EQ(s.spine, 300);
    CHECK_NEAR(s.fps, 284.4833, 1e-4);
    CHECK_NEAR(s.gpp, 6.2238, 1e-4);
}

TEST(card_text) {
    std::string want =
        "Shaft: 28.50 in, 8.3 gpi, spine 300\n"
        "Point: 125 gr + 16 gr insert; 3 vanes\n"
        "Total: 404.6 gr, FOC 14.4%, 6.2 gr/lb\n"
        "Speed: 284 fps, 72.7 ft-lb\n";
    CHECK_EQ(card(hunter(), compound()), want);
}

TEST_MAIN
