#include "cutlist.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

namespace glulam {

CutList cut_list(const Layup& layup, double beam_length_m, const BoardStock& stock) {
    if (beam_length_m <= 0) throw std::invalid_argument("bad beam length");
    CutList c{};
    c.lamella_length_m = beam_length_m + 2.0 * stock.trim_mm / 1000.0;
    // each board but the last loses its finger length at a joint
    const double usable = stock.board_length_m - stock.finger_mm / 1000.0;
    c.boards_per_lamella = static_cast<int>(
        std::ceil((c.lamella_length_m - stock.finger_mm / 1000.0) / usable - 1e-9));
    if (c.boards_per_lamella < 1) c.boards_per_lamella = 1;
    c.total_boards = c.boards_per_lamella * layup.count();
    c.finger_joints = (c.boards_per_lamella - 1) * layup.count();
    return c;
}

std::vector<std::pair<std::string, int>> boards_by_grade(const Layup& layup, double beam_length_m,
                                                         const BoardStock& stock) {
    const CutList c = cut_list(layup, beam_length_m, stock);
    std::vector<std::pair<std::string, int>> out;
    for (const auto& g : layup.grades) {
        bool found = false;
        for (auto& [name, n] : out) {
            if (name == g) {
                n += c.boards_per_lamella;
                found = true;
            }
        }
        if (!found) out.emplace_back(g, c.boards_per_lamella);
    }
    return out;
}

}  // namespace glulam
