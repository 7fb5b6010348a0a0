#pragma once

#include <array>
#include <string>
#include <vector>

#include "snooker/frame.hpp"

namespace snooker {

class Match {
public:
    Match(std::string player0, std::string player1, int bestOf);

    // Records a finished frame (or a conceded one: the player behind concedes) and returns its winner.
    int recordFrame(const Frame& frame);

    const std::string& player(int i) const { return names_.at(i); }
    int frames(int player) const { return frames_.at(player); }
    int bestOf() const { return bestOf_; }
    int framesToWin() const { return bestOf_ / 2 + 1; }
    bool over() const { return winner() >= 0; }
    int winner() const;
    const std::vector<std::array<int, 2>>& scores() const { return scores_; }

private:
    std::array<std::string, 2> names_;
    int bestOf_;
    std::array<int, 2> frames_{0, 0};
    std::vector<std::array<int, 2>> scores_;
};

}  // namespace snooker
