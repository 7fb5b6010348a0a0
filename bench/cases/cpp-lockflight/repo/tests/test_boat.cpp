#include <gtest/gtest.h>

#include <stdexcept>

#include "lockflight/boat.hpp"
#include "lockflight/lock.hpp"

using namespace lockflight;

TEST(Boat, ParsesMetresToCentimetres) {
    EXPECT_EQ(parse_metres("2.08"), 208);
    EXPECT_EQ(parse_metres("18.5"), 1850);
    EXPECT_EQ(parse_metres("21"), 2100);
    EXPECT_THROW(parse_metres("2.085"), std::invalid_argument);
    EXPECT_THROW(parse_metres(".5"), std::invalid_argument);
    EXPECT_THROW(parse_metres("2,08"), std::invalid_argument);
}

TEST(Boat, ParsesTheArrivalsSheet) {
    auto boats = parse_boats(
        "# Saturday\n"
        "Kingfisher 18.50 2.08 up 09:10\n"
        "\n"
        "Otter 12 2.1 down 09:25\n");
    ASSERT_EQ(boats.size(), 2u);
    EXPECT_EQ(boats[0].name, "Kingfisher");
    EXPECT_EQ(boats[0].length_cm, 1850);
    EXPECT_EQ(boats[0].beam_cm, 208);
    EXPECT_EQ(boats[0].dir, Direction::Up);
    EXPECT_EQ(boats[0].arrival, 550);
    EXPECT_EQ(boats[1].dir, Direction::Down);
    EXPECT_EQ(boats[1].beam_cm, 210);
}

TEST(Boat, NamesTheLineOfABadBoat) {
    try {
        parse_boats("Kingfisher 18.50 2.08 up 09:10\nOtter 12 2.1 sideways 09:25\n");
        FAIL() << "expected an error";
    } catch (const std::invalid_argument& err) {
        EXPECT_STREQ(err.what(), "line 2: not a direction: sideways");
    }
    EXPECT_THROW(parse_boats("Otter 12 2.1 down"), std::invalid_argument);
    EXPECT_THROW(parse_boats("Otter 12 2.1 down 09:25 extra"), std::invalid_argument);
}

TEST(Lock, FitsByLengthAndBeam) {
    Chamber narrow{2200, 215};
    EXPECT_TRUE(fits(Boat{"a", 2200, 208, Direction::Up, 0}, narrow));
    EXPECT_FALSE(fits(Boat{"b", 2210, 208, Direction::Up, 0}, narrow));
    EXPECT_FALSE(fits(Boat{"c", 1500, 300, Direction::Up, 0}, narrow));
}
