#include "snooker/frame.hpp"

#include <algorithm>
#include <stdexcept>

namespace snooker {

Frame::Frame(int reds) : reds_(reds) {
    if (reds < 1 || reds > 15) throw std::invalid_argument("a frame is played with 1 to 15 reds");
}

void Frame::pot(Ball ball) {
    if (over_) throw std::logic_error("the frame is over");
    if (reds_ > 0 || onColour_) {
        if (ball == Ball::Red) {
            if (onColour_ || reds_ == 0) throw std::logic_error("a colour is on, not a red");
            --reds_;
            onColour_ = true;
        } else {
            if (!onColour_) throw std::logic_error("a red is on, not the " + name(ball));
            onColour_ = false;  // the colour is respotted
        }
    } else {
        if (ball != next_) throw std::logic_error("the " + name(next_) + " is on, not the " + name(ball));
        if (ball == Ball::Black) {
            over_ = true;
        } else {
            next_ = static_cast<Ball>(static_cast<int>(ball) + 1);
        }
    }
    scores_[player_] += value(ball);
    break_ += value(ball);
}

void Frame::miss() {
    endVisit();
}

void Frame::foul(Ball ball) {
    scores_[1 - player_] += std::max(4, value(ball));
    endVisit();
}

void Frame::endVisit() {
    onColour_ = false;
    break_ = 0;
    player_ = 1 - player_;
}

int Frame::pointsRemaining() const {
    if (over_) return 0;
    if (reds_ > 0 || onColour_) {
        int colours = 2 + 3 + 4 + 5 + 6 + 7;
        return reds_ * (1 + 7) + (onColour_ ? 7 : 0) + colours;
    }
    int left = 0;
    for (int v = value(next_); v <= value(Ball::Black); ++v) left += v;
    return left;
}

int Frame::snookersRequired(int player) const {
    int behind = scores_.at(1 - player) - scores_.at(player);
    return std::max(0, behind - pointsRemaining());
}

int Frame::leader() const {
    if (scores_[0] == scores_[1]) return -1;
    return scores_[0] > scores_[1] ? 0 : 1;
}

}  // namespace snooker
