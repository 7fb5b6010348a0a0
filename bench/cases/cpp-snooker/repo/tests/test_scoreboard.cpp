#include <gtest/gtest.h>

#include "snooker/scoreboard.hpp"

using snooker::Ball;
using snooker::Frame;
using snooker::Match;

TEST(Scoreboard, ShowsFramesScoresBreakAndWhatIsLeft) {
    Match match("Ann Rowe", "Jory Pascoe", 5);
    Frame frame;
    frame.pot(Ball::Red);
    frame.pot(Ball::Black);
    frame.pot(Ball::Red);
    frame.pot(Ball::Blue);
    EXPECT_EQ(scoreLine(match, frame),
              "Ann Rowe (0) 14 *  Jory Pascoe (0) 0    break 14, 131 remaining");
}

TEST(Scoreboard, SaysWhenThePlayerBehindNeedsSnookers) {
    Match match("Ann Rowe", "Jory Pascoe", 5);
    Frame frame(2);
    for (int i = 0; i < 2; ++i) {
        frame.pot(Ball::Red);
        frame.pot(Ball::Black);
    }
    for (Ball b : {Ball::Yellow, Ball::Green, Ball::Brown}) frame.pot(b);
    frame.miss();
    EXPECT_EQ(scoreLine(match, frame),
              "Ann Rowe (0) 25    Jory Pascoe (0) 0 *  18 remaining, Jory Pascoe needs snookers");
}
