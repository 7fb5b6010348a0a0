#include <cassert>
#include <cstdio>
#include <string>

#include "snowpack/reading.hpp"
#include "snowpack/report.hpp"

static const char* kSeason =
    "# the top stake, first ten days\n"
    "1 40 40 -6\n"
    "2 58 20 -3\n"
    "3 55 0 1.5\n"
    "4 70 15 -2\n"
    "5 95 25 -8\n"
    "6 92 0 -5\n"
    "7 88 0 2\n"
    "8 104 15 -1\n"
    "9 101 0 -4\n"
    "10 99 0 -2\n";

static void test_summarize() {
    auto report = snowpack::summarize(snowpack::parse_readings(kSeason));
    assert(report.days == 10);
    assert(report.max_depth_cm == 104);
    assert(report.new_snow_cm == 115);
    assert(report.thaw_days == 2);
    assert(report.longest_freeze == 3);
    assert(report.powder_days == 3);
}

static void test_summary_line() {
    auto report = snowpack::summarize(snowpack::parse_readings(kSeason));
    assert(snowpack::summary_line(report) == "10 days, deepest 104 cm, 115 cm new, 3 powder days, 2 thaw days");
}

static void test_empty_season() {
    auto report = snowpack::summarize({});
    assert(report.days == 0);
    assert(report.powder_days == 0);
    assert(report.longest_freeze == 0);
}

int main() {
    test_summarize();
    test_summary_line();
    test_empty_season();
    std::puts("report: all passed");
    return 0;
}
