#pragma once
#include <string>
#include <vector>

namespace erg {

struct Piece {
    double metres;
    double seconds;
};

struct Summary {
    double metres = 0;
    double seconds = 0;
    double split = 0;   // average seconds per 500 m
    double watts = 0;   // power at the average split
};

// Seconds per 500 m over a piece.
double split_of(const Piece& piece);

// Power in watts that a 500 m split means.
double watts_for_split(double split);

Summary summarise(const std::vector<Piece>& pieces);

// One log line: "2000m 7:00.0 1:45.0/500m 302W".
std::string log_line(const Piece& piece);

}  // namespace erg
