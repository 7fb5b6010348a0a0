#include "../src/lockage.h"
#include "../src/water.h"
#include "check.h"

int main(void)
{
    char line[64];
    char clock[6];
    lockage morning = {8 * 60 + 5, "Kingfisher", UPHILL, 1};
    lockage pair = {13 * 60 + 40, "Dunlin", DOWNHILL, 2};
    lockage longname = {17 * 60, "Spirit of Llangollen", DOWNHILL, 1};
    lockage exact = {23 * 60 + 59, "Narrow Escape!", UPHILL, 3};
    lockage log[] = {morning, pair, longname, exact};

    format_clock(0, clock);
    CHECK_STR(clock, "00:00");
    format_clock(9 * 60 + 7, clock);
    CHECK_STR(clock, "09:07");

    CHECK(format_lockage(&morning, line, sizeof line) == 25);
    CHECK_STR(line, "08:05 UP   Kingfisher    ");

    format_lockage(&pair, line, sizeof line);
    CHECK_STR(line, "13:40 DOWN Dunlin         x2");

    format_lockage(&longname, line, sizeof line);
    CHECK_STR(line, "17:00 DOWN Spirit of Lla~");

    format_lockage(&exact, line, sizeof line);
    CHECK_STR(line, "23:59 UP   Narrow Escape! x3");

    CHECK(format_lockage(&pair, line, 20) == -1);

    CHECK(count_direction(log, 4, UPHILL) == 2);
    CHECK(count_direction(log, 4, DOWNHILL) == 2);
    CHECK(chamber_cycles(log, 4) == 4);

    CHECK_DONE("lockage");
}
