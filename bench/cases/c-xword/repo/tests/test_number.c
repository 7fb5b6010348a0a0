#include "fixtures.h"
#include "unit.h"
#include "xword.h"

void test_number_small(void)
{
    struct grid g;
    int numbers[XW_MAX][XW_MAX];
    grid_parse(&g, MINI);
    EXPECT_INT(number_grid(&g, numbers), 11);
    EXPECT_INT(numbers[0][0], 1);
    EXPECT_INT(numbers[0][1], 2);
    EXPECT_INT(numbers[0][3], 3);
    EXPECT_INT(numbers[0][4], 4);
    EXPECT_INT(numbers[1][0], 5);
    EXPECT_INT(numbers[1][1], 0);
    EXPECT_INT(numbers[1][2], 6);
    EXPECT_INT(numbers[2][1], 7);
    EXPECT_INT(numbers[3][0], 8);
    EXPECT_INT(numbers[3][4], 9);
    EXPECT_INT(numbers[4][0], 10);
    EXPECT_INT(numbers[4][3], 11);
}

void test_number_blocks_at_edges(void)
{
    struct grid g;
    int numbers[XW_MAX][XW_MAX];
    grid_parse(&g,
               "#...\n"
               "....\n"
               "....\n"
               "...#\n");
    EXPECT_INT(number_grid(&g, numbers), 6);
    EXPECT_INT(numbers[0][1], 1);
    EXPECT_INT(numbers[0][2], 2);
    EXPECT_INT(numbers[0][3], 3);
    EXPECT_INT(numbers[1][0], 4);
    EXPECT_INT(numbers[2][0], 5);
    EXPECT_INT(numbers[3][0], 6);
    EXPECT_INT(numbers[3][3], 0);
}

void test_number_single_cells(void)
{
    struct grid g;
    int numbers[XW_MAX][XW_MAX];
    /* an open cell between blocks starts nothing */
    grid_parse(&g,
               "...\n"
               "#.#\n"
               "...\n");
    EXPECT_INT(number_grid(&g, numbers), 3);
    EXPECT_INT(numbers[0][0], 1);
    EXPECT_INT(numbers[0][1], 2);
    EXPECT_INT(numbers[2][0], 3);
    EXPECT_INT(numbers[1][1], 0);
}
