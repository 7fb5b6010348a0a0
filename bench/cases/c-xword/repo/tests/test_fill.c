#include "fixtures.h"
#include "unit.h"
#include "xword.h"

void test_fill_across_and_down(void)
{
    struct grid g;
    struct entry e = {0, ACROSS, 0, 0, 0};
    char buf[8];
    grid_parse(&g, MINI);

    entries_find(&g, 5, ACROSS, &e);
    EXPECT_INT(fill_entry(&g, &e, "Oasis"), FILL_OK);
    entries_find(&g, 2, DOWN, &e);
    EXPECT_INT(fill_entry(&g, &e, "Tak-e"), FILL_LENGTH);
    EXPECT_INT(fill_entry(&g, &e, "OTHER"), FILL_CONFLICT);
    EXPECT_INT(fill_entry(&g, &e, "PAGER"), FILL_OK);
    entries_find(&g, 7, ACROSS, &e);
    entry_pattern(&g, &e, buf, sizeof buf);
    EXPECT_STR(buf, "G..");
}

void test_fill_conflict(void)
{
    struct grid g;
    struct entry e = {0, ACROSS, 0, 0, 0};
    grid_parse(&g, MINI);
    entries_find(&g, 8, ACROSS, &e);
    EXPECT_INT(fill_entry(&g, &e, "ROVER"), FILL_OK);
    entries_find(&g, 9, DOWN, &e);
    EXPECT_INT(fill_entry(&g, &e, "XY"), FILL_CONFLICT);
    EXPECT_INT(g.cells[4][4], '.'); /* left as it was */
    EXPECT_INT(fill_entry(&g, &e, "RE"), FILL_OK);
    EXPECT_INT(g.cells[4][4], 'E');
}

void test_fill_length_and_invalid(void)
{
    struct grid g;
    struct entry e = {0, ACROSS, 0, 0, 0};
    grid_parse(&g, MINI);
    entries_find(&g, 5, ACROSS, &e);
    EXPECT_INT(fill_entry(&g, &e, "ICE CREAM"), FILL_LENGTH);
    EXPECT_INT(fill_entry(&g, &e, "B4ND5"), FILL_INVALID);
    EXPECT_INT(fill_entry(&g, &e, "ice c"), FILL_LENGTH);
    EXPECT_INT(fill_entry(&g, &e, "ice cr"), FILL_OK);
    EXPECT_INT(g.cells[1][4], 'R');
}

void test_fill_complete(void)
{
    static const char *answers[][3] = {
        {"1", "A", "SO"},   {"3", "A", "AT"},   {"5", "A", "OASIS"}, {"7", "A", "GET"},  {"8", "A", "ROVER"},
        {"10", "A", "EN"},  {"11", "A", "RE"},  {"2", "D", "OAGON"}, {"3", "D", "AITER"}, {"4", "D", "TS"},
    };
    struct grid g;
    struct entry e = {0, ACROSS, 0, 0, 0};
    grid_parse(&g, MINI);
    for (size_t i = 0; i < sizeof answers / sizeof answers[0]; i++) {
        int number = 0;
        sscanf(answers[i][0], "%d", &number);
        EXPECT_INT(entries_find(&g, number, answers[i][1][0] == 'A' ? ACROSS : DOWN, &e), 0);
        EXPECT_INT(fill_entry(&g, &e, answers[i][2]), FILL_OK);
    }
    EXPECT_INT(fill_complete(&g), 1);
    grid_parse(&g, MINI);
    EXPECT_INT(fill_complete(&g), 0);
}
