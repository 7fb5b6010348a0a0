#include "fixtures.h"
#include "unit.h"
#include "xword.h"

static void expect_entry(const struct entry *e, int number, enum direction dir, int row, int col, int len)
{
    EXPECT_INT(e->number, number);
    EXPECT_INT(e->dir, dir);
    EXPECT_INT(e->row, row);
    EXPECT_INT(e->col, col);
    EXPECT_INT(e->len, len);
}

void test_entries_list(void)
{
    struct grid g;
    struct entry e[XW_MAX_ENTRIES];
    grid_parse(&g, MINI);
    EXPECT_INT(entries_list(&g, e, XW_MAX_ENTRIES), 14);
    expect_entry(&e[0], 1, ACROSS, 0, 0, 2);
    expect_entry(&e[1], 3, ACROSS, 0, 3, 2);
    expect_entry(&e[2], 5, ACROSS, 1, 0, 5);
    expect_entry(&e[3], 7, ACROSS, 2, 1, 3);
    expect_entry(&e[4], 8, ACROSS, 3, 0, 5);
    expect_entry(&e[5], 10, ACROSS, 4, 0, 2);
    expect_entry(&e[6], 11, ACROSS, 4, 3, 2);
    expect_entry(&e[7], 1, DOWN, 0, 0, 2);
    expect_entry(&e[8], 2, DOWN, 0, 1, 5);
    expect_entry(&e[9], 3, DOWN, 0, 3, 5);
    expect_entry(&e[10], 4, DOWN, 0, 4, 2);
    expect_entry(&e[11], 6, DOWN, 1, 2, 3);
    expect_entry(&e[12], 8, DOWN, 3, 0, 2);
    expect_entry(&e[13], 9, DOWN, 3, 4, 2);

    EXPECT_INT(entries_list(&g, e, 10), -1);
}

void test_entries_find(void)
{
    struct grid g;
    struct entry e = {0, ACROSS, 0, 0, 0};
    grid_parse(&g, MINI);
    EXPECT_INT(entries_find(&g, 6, DOWN, &e), 0);
    expect_entry(&e, 6, DOWN, 1, 2, 3);
    EXPECT_INT(entries_find(&g, 6, ACROSS, &e), -1);
    EXPECT_INT(entries_find(&g, 12, ACROSS, &e), -1);
}

void test_entry_pattern(void)
{
    struct grid g;
    struct entry e = {0, ACROSS, 0, 0, 0};
    char buf[8];
    grid_parse(&g,
               "CA#..\n"
               ".....\n"
               "#.T.#\n"
               ".....\n"
               "..#..\n");
    entries_find(&g, 2, DOWN, &e);
    EXPECT_INT(entry_pattern(&g, &e, buf, sizeof buf), 5);
    EXPECT_STR(buf, "A....");
    entries_find(&g, 7, ACROSS, &e);
    EXPECT_INT(entry_pattern(&g, &e, buf, sizeof buf), 3);
    EXPECT_STR(buf, ".T.");
    EXPECT_INT(entry_pattern(&g, &e, buf, 3), -1);
}
