#include <stdexcept>

#include "check.hpp"
#include "erg/units.hpp"

using namespace erg;

static bool throws(const char* text) {
    try {
        parse_time(text);
    } catch (const std::invalid_argument&) {
        return true;
    }
    return false;
}

int main() {
    CHECK_NEAR(parse_time("1:45.0"), 105.0, 1e-9);
    CHECK_NEAR(parse_time("1:45"), 105.0, 1e-9);
    CHECK_NEAR(parse_time("7:02.3"), 422.3, 1e-9);
    CHECK_NEAR(parse_time("0:59.9"), 59.9, 1e-9);
    CHECK(throws("145"));
    CHECK(throws("1:60.0"));
    CHECK(throws("1:4"));
    CHECK(throws(":45.0"));

    CHECK_EQ(format_time(105.0), std::string("1:45.0"));
    CHECK_EQ(format_time(422.34), std::string("7:02.3"));
    CHECK_EQ(format_time(59.96), std::string("1:00.0"));
    return check_report("units");
}
