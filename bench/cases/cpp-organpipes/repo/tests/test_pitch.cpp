#include <gtest/gtest.h>

#include <stdexcept>

#include "organ/pitch.hpp"

using namespace organ;

TEST(Pitch, ParsesKeyNames) {
    EXPECT_EQ(parseKey("C2"), 36);
    EXPECT_EQ(parseKey("A4"), 69);
    EXPECT_EQ(parseKey("F#3"), 54);
    EXPECT_EQ(parseKey("Bb3"), 58);
    EXPECT_EQ(parseKey("C7"), 96);
}

TEST(Pitch, RejectsNonsense) {
    EXPECT_THROW(parseKey("H2"), std::invalid_argument);
    EXPECT_THROW(parseKey("C"), std::invalid_argument);
    EXPECT_THROW(parseKey("C2x"), std::invalid_argument);
}

TEST(Pitch, NamesKeys) {
    EXPECT_EQ(keyName(36), "C2");
    EXPECT_EQ(keyName(70), "A#4");
}

TEST(Pitch, EqualTemperament) {
    EXPECT_DOUBLE_EQ(frequency(69), 440.0);
    EXPECT_NEAR(frequency(36), 65.406, 1e-3);
    EXPECT_NEAR(frequency(60), 261.626, 1e-3);
    EXPECT_NEAR(frequency(69, 415.0), 415.0, 1e-9);
}
