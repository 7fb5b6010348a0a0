#include "erg/erg.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "erg/units.hpp"

namespace erg {

double split_of(const Piece& piece) {
    if (piece.metres <= 0) {
        throw std::invalid_argument("a piece needs a distance");
    }
    return piece.seconds / piece.metres * kSplitMetres;
}

double watts_for_split(double split) {
    double pace = split / kSplitMetres;  // seconds per metre
    return 2.80 / (pace * pace * pace);
}

Summary summarise(const std::vector<Piece>& pieces) {
    Summary s;
    for (const Piece& p : pieces) {
        s.metres += p.metres;
        s.seconds += p.seconds;
    }
    if (s.metres > 0) {
        s.split = split_of(Piece{s.metres, s.seconds});
        s.watts = watts_for_split(s.split);
    }
    return s;
}

std::string log_line(const Piece& piece) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "%.0fm %s %s/500m %ldW", piece.metres, format_time(piece.seconds).c_str(),
                  format_time(split_of(piece)).c_str(), std::lround(watts_for_split(split_of(piece))));
    return buf;
}

}  // namespace erg
