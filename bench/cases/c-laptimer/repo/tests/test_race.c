#include "laptimer.h"
#include "unit.h"

static void relay(struct race *r)
{
    const char *laps[] = {"4:05.3", "4:01.9", "4:10.0", "4:02.4", "3:58.7", "4:06.1", "4:03.3", "4:00.8",
                          "4:04.4", "4:07.2", "3:59.9", "4:01.5", "4:02.2", "4:05.6", "4:00.1", "3:57.4"};
    race_init(r, "Club relay, 16 x 1 mile");
    for (size_t i = 0; i < sizeof laps / sizeof laps[0]; i++) {
        race_add(r, laps[i]);
    }
}

void test_race_add(void)
{
    struct race r;
    race_init(&r, "Tuesday 400s");
    EXPECT_INT(race_add(&r, "1:12.4"), 0);
    EXPECT_INT(race_add(&r, "1:1x"), -1);
    EXPECT_INT(race_add(&r, "0:00"), -1);
    EXPECT_INT(r.n, 1);
}

void test_race_full(void)
{
    struct race r;
    race_init(&r, "laps");
    for (int i = 0; i < RACE_MAX_LAPS; i++) {
        race_add(&r, "60");
    }
    EXPECT_INT(race_add(&r, "60"), -2);
    EXPECT_INT(race_total(&r), RACE_MAX_LAPS * 600);
}

void test_best_and_mean(void)
{
    struct race r;
    relay(&r);
    EXPECT_INT(race_best(&r), 15);
    EXPECT_INT(race_total(&r), 38868);
    EXPECT_INT(race_mean(&r), 2429);
    race_init(&r, "empty");
    EXPECT_INT(race_best(&r), -1);
    EXPECT_INT(race_mean(&r), 0);
}

void test_splits(void)
{
    struct race r;
    relay(&r);
    EXPECT_INT(race_split(&r, 0), 2453);
    EXPECT_INT(race_split(&r, 1), 2453 + 2419);
    EXPECT_INT(race_split(&r, 15), race_total(&r));
}

void test_sheet_short_race(void)
{
    struct race r;
    char out[256];
    race_init(&r, "Tuesday 400s");
    race_add(&r, "1:12.4");
    race_add(&r, "1:10.9");
    race_add(&r, "1:13.0");
    EXPECT_INT(race_sheet(&r, out, sizeof out), 0);
    EXPECT_STR(out, "Tuesday 400s\n"
                    "  1    1:12.4     1:12.4\n"
                    "  2    1:10.9     2:23.3  best\n"
                    "  3    1:13.0     3:36.3\n"
                    "total             3:36.3\n"
                    "mean    1:12.1\n");
}

void test_sheet_relay(void)
{
    struct race r;
    char out[1024];
    relay(&r);
    EXPECT_INT(race_sheet(&r, out, sizeof out), 0);
    EXPECT_STR(out, "Club relay, 16 x 1 mile\n"
                    "  1    4:05.3     4:05.3\n"
                    "  2    4:01.9     8:07.2\n"
                    "  3    4:10.0    12:17.2\n"
                    "  4    4:02.4    16:19.6\n"
                    "  5    3:58.7    20:18.3\n"
                    "  6    4:06.1    24:24.4\n"
                    "  7    4:03.3    28:27.7\n"
                    "  8    4:00.8    32:28.5\n"
                    "  9    4:04.4    36:32.9\n"
                    " 10    4:07.2    40:40.1\n"
                    " 11    3:59.9    44:40.0\n"
                    " 12    4:01.5    48:41.5\n"
                    " 13    4:02.2    52:43.7\n"
                    " 14    4:05.6    56:49.3\n"
                    " 15    4:00.1  1:00:49.4\n"
                    " 16    3:57.4  1:04:46.8  best\n"
                    "total          1:04:46.8\n"
                    "mean    4:02.9\n");
}

void test_sheet_too_small(void)
{
    struct race r;
    char out[32];
    relay(&r);
    EXPECT_INT(race_sheet(&r, out, sizeof out), -1);
}
