#include "snooker/match.hpp"

#include <stdexcept>

namespace snooker {

Match::Match(std::string player0, std::string player1, int bestOf)
    : names_{std::move(player0), std::move(player1)}, bestOf_(bestOf) {
    if (bestOf < 1 || bestOf % 2 == 0) throw std::invalid_argument("a match is the best of an odd number of frames");
}

int Match::recordFrame(const Frame& frame) {
    if (over()) throw std::logic_error("the match is over");
    int won = frame.leader();
    if (won < 0) throw std::logic_error("a frame cannot end level");
    ++frames_[won];
    scores_.push_back({frame.score(0), frame.score(1)});
    return won;
}

int Match::winner() const {
    for (int p = 0; p < 2; ++p) {
        if (frames_[p] >= framesToWin()) return p;
    }
    return -1;
}

}  // namespace snooker
