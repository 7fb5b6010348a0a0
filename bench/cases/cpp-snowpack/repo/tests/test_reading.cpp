#include <cassert>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "snowpack/reading.hpp"

using snowpack::parse_reading;
using snowpack::parse_readings;

static bool throws(const std::string& line) {
    try {
        parse_reading(line);
    } catch (const std::invalid_argument&) {
        return true;
    }
    return false;
}

static void test_parse_reading() {
    auto r = parse_reading("12 145 18 -4.5");
    assert(r.day == 12);
    assert(r.depth_cm == 145);
    assert(r.new_snow_cm == 18);
    assert(r.high_c == -4.5);
}

static void test_bad_lines() {
    assert(throws("12 145 18"));
    assert(throws("12 145 18 -4.5 extra"));
    assert(throws("0 145 18 -4.5"));
    assert(throws("3 -1 0 0"));
    assert(throws("three 1 0 0"));
}

static void test_parse_readings() {
    auto rs = parse_readings("# stake 2\n1 40 40 -6\n\n2 58 20 -3\n");
    assert(rs.size() == 2);
    assert(rs[1].depth_cm == 58);
    bool out_of_order = false;
    try {
        parse_readings("2 40 0 -1\n2 41 1 -1\n");
    } catch (const std::invalid_argument&) {
        out_of_order = true;
    }
    assert(out_of_order);
}

int main() {
    test_parse_reading();
    test_bad_lines();
    test_parse_readings();
    std::puts("reading: all passed");
    return 0;
}
