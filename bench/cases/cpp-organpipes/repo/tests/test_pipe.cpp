#include <gtest/gtest.h>

#include "organ/pipe.hpp"
#include "organ/pitch.hpp"
#include "organ/stop.hpp"

using namespace organ;

TEST(Pipe, SpeedOfSound) {
    EXPECT_NEAR(speedOfSound(0.0), 331.3, 1e-9);
    EXPECT_NEAR(speedOfSound(20.0), 343.42, 1e-9);
}

TEST(Pipe, OpenAndStoppedLengths) {
    // 440 Hz at 20 C: half a wavelength is 390.25 mm.
    EXPECT_NEAR(openPipeLength(440.0, 0.0), 390.25, 0.01);
    EXPECT_NEAR(openPipeLength(440.0, 20.0), 378.25, 0.01);
    EXPECT_NEAR(stoppedPipeLength(440.0, 20.0), 189.13, 0.01);
}

TEST(Pipe, NormalScaleHalvesOnTheSeventeenth) {
    EXPECT_DOUBLE_EQ(scaleDiameter(150.0, 0), 150.0);
    EXPECT_DOUBLE_EQ(scaleDiameter(150.0, 16), 75.0);
    EXPECT_NEAR(scaleDiameter(150.0, 12), 89.19, 0.01);
}

TEST(Pipe, PrincipalEightFootLowC) {
    Stop principal = makeStop("Principal", "8'", 150.0);
    // Low C of an 8' rank: a little under eight feet (2438 mm) once corrected.
    EXPECT_NEAR(pipeLength(principal, kLowestKey), 2535.27, 0.01);
}

TEST(Pipe, GedacktIsHalfAsLong) {
    Stop gedackt = makeStop("Gedackt", "8'", 120.0, true);
    EXPECT_NEAR(pipeLength(gedackt, kLowestKey), 1276.64, 0.01);
}
