#include <vector>

#include "check.hpp"
#include "erg/erg.hpp"
#include "erg/units.hpp"

using namespace erg;

int main() {
    CHECK_NEAR(split_of(Piece{2000, 420}), 105.0, 1e-9);
    CHECK_NEAR(split_of(Piece{500, 95.5}), 95.5, 1e-9);

    CHECK_NEAR(watts_for_split(105.0), 302.3, 0.1);
    CHECK_NEAR(watts_for_split(120.0), 202.5, 0.1);

    Summary s = summarise({Piece{1000, 210}, Piece{1000, 214}});
    CHECK_NEAR(s.metres, 2000, 1e-9);
    CHECK_NEAR(s.split, 106.0, 1e-9);
    CHECK_NEAR(s.watts, 293.9, 0.1);

    Summary none = summarise({});
    CHECK_NEAR(none.watts, 0, 1e-9);

    CHECK_EQ(log_line(Piece{2000, 420}), std::string("2000m 7:00.0 1:45.0/500m 302W"));
    return check_report("erg");
}
