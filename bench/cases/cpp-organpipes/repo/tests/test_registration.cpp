#include <gtest/gtest.h>

#include "organ/pitch.hpp"
#include "organ/registration.hpp"

using namespace organ;

namespace {
Registration plenum() {
    Registration r;
    r.draw(makeStop("Principal", "8'", 150.0));
    r.draw(makeStop("Octave", "4'", 90.0));
    r.draw(makeStop("Bourdon", "16'", 180.0, true));
    return r;
}
}  // namespace

TEST(Registration, SoundingPitchesLowestFirst) {
    auto hz = plenum().sounding(parseKey("A3"));
    ASSERT_EQ(hz.size(), 3u);
    EXPECT_NEAR(hz[0], 110.0, 1e-9);
    EXPECT_NEAR(hz[1], 220.0, 1e-9);
    EXPECT_NEAR(hz[2], 440.0, 1e-9);
}

TEST(Registration, DrawingTwiceIsOnce) {
    Registration r = plenum();
    r.draw(makeStop("Octave", "4'", 90.0));
    EXPECT_EQ(r.stops().size(), 3u);
    EXPECT_EQ(r.describe(), "Principal 8', Octave 4', Bourdon 16'");
}

TEST(Registration, Retire) {
    Registration r = plenum();
    EXPECT_TRUE(r.retire("Bourdon"));
    EXPECT_FALSE(r.retire("Trumpet"));
    EXPECT_EQ(r.describe(), "Principal 8', Octave 4'");
}
