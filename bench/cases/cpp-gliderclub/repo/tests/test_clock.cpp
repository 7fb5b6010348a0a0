#include "check.hpp"
#include "glider/clock.hpp"

using namespace glider;

int main() {
    CHECK_EQ(parse_clock("00:00"), 0);
    CHECK_EQ(parse_clock("09:05"), 545);
    CHECK_EQ(parse_clock("17:40"), 1060);
    CHECK_THROWS(parse_clock("9:05"));
    CHECK_THROWS(parse_clock("24:00"));
    CHECK_THROWS(parse_clock("12:60"));
    CHECK_THROWS(parse_clock("ab:cd"));

    CHECK_EQ(format_clock(545), "09:05");
    CHECK_EQ(format_clock(1060), "17:40");

    CHECK_EQ(format_duration(45), "45m");
    CHECK_EQ(format_duration(60), "1h00");
    CHECK_EQ(format_duration(125), "2h05");
    return check_summary("clock");
}
