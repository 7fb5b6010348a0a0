#include <cassert>
#include <cstdio>
#include <vector>

#include "snowpack/stats.hpp"

using snowpack::Reading;

static std::vector<Reading> week() {
    return {
        {1, 30, 30, -5.0}, {2, 28, 0, 0.5}, {3, 45, 18, -2.0}, {4, 44, 0, -1.0},
        {5, 43, 0, 0.0},   {6, 40, 0, 3.0}, {7, 62, 25, -7.0},
    };
}

static void test_depth_and_new_snow() {
    assert(snowpack::max_depth(week()) == 62);
    assert(snowpack::max_depth({}) == 0);
    assert(snowpack::new_snow_total(week()) == 73);
}

static void test_thaw() {
    assert(snowpack::is_thaw({2, 28, 0, 0.5}));
    assert(!snowpack::is_thaw({5, 43, 0, 0.0}));
}

static void test_longest_run() {
    auto freezing = [](const Reading& r) { return !snowpack::is_thaw(r); };
    assert(snowpack::longest_run(week(), freezing) == 3);
    assert(snowpack::longest_run({}, freezing) == 0);
}

int main() {
    test_depth_and_new_snow();
    test_thaw();
    test_longest_run();
    std::puts("stats: all passed");
    return 0;
}
