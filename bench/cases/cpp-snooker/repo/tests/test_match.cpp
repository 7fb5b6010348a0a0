#include <gtest/gtest.h>

#include <stdexcept>

#include "snooker/match.hpp"

using snooker::Ball;
using snooker::Frame;
using snooker::Match;

namespace {

Frame wonBy(int player) {
    Frame frame(1);
    if (player == 1) frame.miss();
    frame.pot(Ball::Red);
    frame.pot(Ball::Blue);
    return frame;  // conceded: the player behind cannot win with 2 + 27 on the table
}

}  // namespace

TEST(Match, BestOfFiveIsFirstToThree) {
    Match match("Ann Rowe", "Jory Pascoe", 5);
    EXPECT_EQ(match.framesToWin(), 3);
    EXPECT_EQ(match.recordFrame(wonBy(0)), 0);
    EXPECT_EQ(match.recordFrame(wonBy(1)), 1);
    EXPECT_EQ(match.recordFrame(wonBy(0)), 0);
    EXPECT_FALSE(match.over());
    match.recordFrame(wonBy(0));
    EXPECT_TRUE(match.over());
    EXPECT_EQ(match.winner(), 0);
    EXPECT_THROW(match.recordFrame(wonBy(1)), std::logic_error);
}

TEST(Match, KeepsEachFramesScore) {
    Match match("Ann Rowe", "Jory Pascoe", 3);
    match.recordFrame(wonBy(1));
    ASSERT_EQ(match.scores().size(), 1u);
    EXPECT_EQ(match.scores()[0][1], 6);
}

TEST(Match, RefusesAnEvenNumberOfFrames) {
    EXPECT_THROW(Match("A", "B", 4), std::invalid_argument);
}

TEST(Match, RefusesALevelFrame) {
    Match match("A", "B", 3);
    EXPECT_THROW(match.recordFrame(Frame()), std::logic_error);
}
