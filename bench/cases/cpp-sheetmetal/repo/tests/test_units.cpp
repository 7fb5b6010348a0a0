#include <stdexcept>

#include "check.hpp"
#include "sheetmetal/units.hpp"

using namespace sheetmetal;

int main() {
    CHECK_NEAR(parse_length_mm("40mm"), 40.0, 1e-9);
    CHECK_NEAR(parse_length_mm(" 12.5 mm "), 12.5, 1e-9);
    CHECK_NEAR(parse_length_mm("4cm"), 40.0, 1e-9);
    CHECK_NEAR(parse_length_mm("2.5in"), 63.5, 1e-9);
    CHECK_NEAR(parse_length_mm("2\""), 50.8, 1e-9);
    CHECK_NEAR(parse_length_mm("17"), 17.0, 1e-9);

    CHECK_THROWS(parse_length_mm(""));
    CHECK_THROWS(parse_length_mm("mm"));
    CHECK_THROWS(parse_length_mm("12ft"));
    CHECK_THROWS(parse_length_mm("-3mm"));
    CHECK_THROWS(parse_length_mm("3.2.1mm"));

    CHECK_EQ(format_mm(12.7), std::string("12.70 mm"));
    CHECK_EQ(format_mm(134.719794), std::string("134.72 mm"));

    return check_report("units");
}
