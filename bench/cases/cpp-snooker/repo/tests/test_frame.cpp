#include <gtest/gtest.h>

#include <stdexcept>

#include "snooker/frame.hpp"

using snooker::Ball;
using snooker::Frame;

namespace {

// Pots `reds` reds, each followed by the black, for the player at the table.
void redsAndBlacks(Frame& frame, int reds) {
    for (int i = 0; i < reds; ++i) {
        frame.pot(Ball::Red);
        frame.pot(Ball::Black);
    }
}

void clearColours(Frame& frame) {
    for (Ball b : {Ball::Yellow, Ball::Green, Ball::Brown, Ball::Blue, Ball::Pink, Ball::Black}) frame.pot(b);
}

}  // namespace

TEST(Frame, AFullTableHoldsAMaximum) {
    Frame frame;
    EXPECT_EQ(frame.pointsRemaining(), 147);
    EXPECT_EQ(frame.redsLeft(), 15);
}

TEST(Frame, RedThenColourScoresAndBuildsABreak) {
    Frame frame;
    frame.pot(Ball::Red);
    EXPECT_TRUE(frame.onColour());
    frame.pot(Ball::Pink);
    EXPECT_EQ(frame.score(0), 7);
    EXPECT_EQ(frame.currentBreak(), 7);
    EXPECT_EQ(frame.pointsRemaining(), 14 * 8 + 27);
}

TEST(Frame, AColourMustFollowARed) {
    Frame frame;
    EXPECT_THROW(frame.pot(Ball::Blue), std::logic_error);
    frame.pot(Ball::Red);
    EXPECT_THROW(frame.pot(Ball::Red), std::logic_error);
}

TEST(Frame, AMissPassesTheTable) {
    Frame frame;
    frame.pot(Ball::Red);
    frame.miss();
    EXPECT_EQ(frame.atTable(), 1);
    EXPECT_EQ(frame.currentBreak(), 0);
    EXPECT_FALSE(frame.onColour());
}

TEST(Frame, AFoulGivesTheOpponentAtLeastFour) {
    Frame frame;
    frame.foul(Ball::Red);
    EXPECT_EQ(frame.score(1), 4);
    frame.foul(Ball::Pink);
    EXPECT_EQ(frame.score(0), 6);
    EXPECT_EQ(frame.atTable(), 0);
}

TEST(Frame, TheColoursGoInOrderAfterTheLastRed) {
    Frame frame(2);
    redsAndBlacks(frame, 2);
    EXPECT_EQ(frame.pointsRemaining(), 27);
    EXPECT_THROW(frame.pot(Ball::Green), std::logic_error);
    frame.pot(Ball::Yellow);
    frame.pot(Ball::Green);
    EXPECT_EQ(frame.nextColour(), Ball::Brown);
    EXPECT_EQ(frame.pointsRemaining(), 4 + 5 + 6 + 7);
}

TEST(Frame, AClearanceEndsTheFrame) {
    Frame frame(1);
    redsAndBlacks(frame, 1);
    clearColours(frame);
    EXPECT_TRUE(frame.over());
    EXPECT_EQ(frame.score(0), 35);
    EXPECT_EQ(frame.pointsRemaining(), 0);
}

TEST(Frame, SnookersRequiredWhenTheTableCannotCloseTheGap) {
    Frame frame(3);
    redsAndBlacks(frame, 3);
    frame.pot(Ball::Yellow);
    frame.pot(Ball::Green);
    frame.pot(Ball::Brown);
    // 33 ahead with 18 left: the player behind needs 15 more from fouls.
    EXPECT_EQ(frame.pointsRemaining(), 18);
    EXPECT_EQ(frame.snookersRequired(1), 15);
    EXPECT_EQ(frame.snookersRequired(0), 0);
}
