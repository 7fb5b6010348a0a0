#include "fixtures.h"
#include "unit.h"
#include "xword.h"

void test_render_empty(void)
{
    struct grid g;
    char buf[256];
    grid_parse(&g, MINI);
    EXPECT_INT(render_grid(&g, buf, sizeof buf), 80);
    EXPECT_STR(buf,
               " 1  2 ### 3  4 \n"
               " 5     6       \n"
               "### 7       ###\n"
               " 8           9 \n"
               "10    ###11    \n");
}

void test_render_filled(void)
{
    struct grid g;
    char buf[256];
    grid_parse(&g,
               "SO#AT\n"
               "OASIS\n"
               "#GET#\n"
               "ROVER\n"
               "EN#RE\n");
    render_grid(&g, buf, sizeof buf);
    EXPECT_STR(buf,
               " 1S 2O### 3A 4T\n"
               " 5O  A 6S  I  S\n"
               "### 7G  E  T###\n"
               " 8R  O  V  E 9R\n"
               "10E  N###11R  E\n");
}

void test_render_too_small(void)
{
    struct grid g;
    char buf[80];
    grid_parse(&g, MINI);
    EXPECT_INT(render_grid(&g, buf, sizeof buf), -1);
    EXPECT_INT(render_grid(&g, buf, 81) > 0, 1);
}
