#pragma once

#include <array>

#include "snooker/ball.hpp"

namespace snooker {

// One frame between players 0 and 1; player 0 breaks off.
class Frame {
public:
    explicit Frame(int reds = 15);

    // A legal pot by the player at the table. Throws std::logic_error for a ball that is not on.
    void pot(Ball ball);
    // The visit ends without a foul.
    void miss();
    // A foul on `ball`: the opponent gets max(4, its value) and comes to the table.
    void foul(Ball ball);

    int score(int player) const { return scores_.at(player); }
    int atTable() const { return player_; }
    int currentBreak() const { return break_; }
    int redsLeft() const { return reds_; }
    bool onColour() const { return onColour_; }
    // The colour to pot next once the reds are gone (Yellow first); Black while reds remain.
    Ball nextColour() const { return next_; }
    bool over() const { return over_; }

    int pointsRemaining() const;
    // How far the player behind trails beyond what is left on the table (0 when they can still win by potting).
    int snookersRequired(int player) const;
    int leader() const;

private:
    void endVisit();

    std::array<int, 2> scores_{0, 0};
    int player_ = 0;
    int break_ = 0;
    int reds_;
    bool onColour_ = false;
    Ball next_ = Ball::Yellow;
    bool over_ = false;
};

}  // namespace snooker
