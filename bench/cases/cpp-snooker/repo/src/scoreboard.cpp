#include "snooker/scoreboard.hpp"

#include <sstream>

namespace snooker {

std::string scoreLine(const Match& match, const Frame& frame) {
    std::ostringstream out;
    for (int p = 0; p < 2; ++p) {
        if (p == 1) out << "  ";
        out << match.player(p) << " (" << match.frames(p) << ") " << frame.score(p);
        out << (frame.atTable() == p ? " *" : "  ");
    }
    out << "  ";
    if (frame.currentBreak() > 0) out << "break " << frame.currentBreak() << ", ";
    out << frame.pointsRemaining() << " remaining";
    int behind = frame.leader() == 0 ? 1 : 0;
    if (frame.leader() >= 0 && frame.snookersRequired(behind) > 0) {
        out << ", " << match.player(behind) << " needs snookers";
    }
    return out.str();
}

}  // namespace snooker
