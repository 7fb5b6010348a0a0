#pragma once
#include <vector>

#include "layup.hpp"

namespace glulam {

// Boards are finger-jointed end to end into lamellae; each joint costs the
// length of its fingers, and every lamella is trimmed at both ends.
struct BoardStock {
    double board_length_m = 4.2;
    double finger_mm = 20.0;
    double trim_mm = 50.0;
};

struct CutList {
    double lamella_length_m;  // before trimming
    int boards_per_lamella;
    int total_boards;
    int finger_joints;
};

CutList cut_list(const Layup& layup, double beam_length_m, const BoardStock& stock = BoardStock{});

// Board count per grade, in the order the grades first appear from the bottom.
std::vector<std::pair<std::string, int>> boards_by_grade(const Layup& layup, double beam_length_m,
                                                         const BoardStock& stock = BoardStock{});

}  // namespace glulam
