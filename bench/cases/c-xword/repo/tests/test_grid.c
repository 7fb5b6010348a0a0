#include "fixtures.h"
#include "unit.h"
#include "xword.h"

void test_parse(void)
{
    struct grid g;
    EXPECT_INT(grid_parse(&g, MINI), 0);
    EXPECT_INT(g.width, 5);
    EXPECT_INT(g.height, 5);
    EXPECT_INT(g.cells[0][2], '#');
    EXPECT_INT(g.cells[2][1], '.');

    EXPECT_INT(grid_parse(&g, "AB#\nC.D"), 0);
    EXPECT_INT(g.height, 2);
    EXPECT_INT(g.cells[1][2], 'D');
}

void test_parse_rejects(void)
{
    struct grid g;
    EXPECT_INT(grid_parse(&g, ""), -1);
    EXPECT_INT(grid_parse(&g, "...\n..\n"), -1);
    EXPECT_INT(grid_parse(&g, "..?\n...\n"), -1);
    EXPECT_INT(grid_parse(&g, "......................\n"), -1); /* 22 wide */
}

void test_open(void)
{
    struct grid g;
    grid_parse(&g, MINI);
    EXPECT_INT(grid_open(&g, 0, 0), 1);
    EXPECT_INT(grid_open(&g, 0, 2), 0);
    EXPECT_INT(grid_open(&g, -1, 0), 0);
    EXPECT_INT(grid_open(&g, 0, 5), 0);
    EXPECT_INT(grid_open(&g, 5, 0), 0);
}

void test_symmetry(void)
{
    struct grid g;
    grid_parse(&g, MINI);
    EXPECT_INT(grid_symmetric(&g), 1);
    grid_parse(&g, "#..\n...\n...\n");
    EXPECT_INT(grid_symmetric(&g), 0);
    grid_parse(&g, "#..\n...\n..#\n");
    EXPECT_INT(grid_symmetric(&g), 1);
}
