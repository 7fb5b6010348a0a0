#include <stdexcept>

#include "check.hpp"
#include "cutlist.hpp"

using namespace glulam;

int main() {
    const Layup l = class_layup("GL24h", 10, 140);
    const CutList c = cut_list(l, 12.0);
    CHECK_NEAR(c.lamella_length_m, 12.1, 1e-9);
    CHECK_EQ(c.boards_per_lamella, 3);
    CHECK_EQ(c.total_boards, 30);
    CHECK_EQ(c.finger_joints, 20);

    // a short beam needs one board a lamella and no joints
    const CutList s = cut_list(l, 3.0);
    CHECK_EQ(s.boards_per_lamella, 1);
    CHECK_EQ(s.finger_joints, 0);

    const Layup mixed{140, 40, {"T18", "T18", "T14", "T14", "T14", "T14", "T14", "T14", "T18", "T18"}};
    const auto by = boards_by_grade(mixed, 12.0);
    CHECK_EQ(by.size(), 2u);
    CHECK_EQ(by[0].first, std::string("T18"));
    CHECK_EQ(by[0].second, 12);
    CHECK_EQ(by[1].second, 18);
    CHECK_THROWS(cut_list(l, 0.0), std::invalid_argument);
    CHECK_DONE();
}
