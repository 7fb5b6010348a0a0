#include "check.h"

#include "../src/grid.h"
#include "../src/offset.h"

static const char *const MAP[] = {
    "..f..h.",
    ".~~f...",
    "..f.^h.",
    "h....f.",
};

static int cost_at(const Grid *g, const int *cost, int col, int row)
{
    return cost[row * g->width + col];
}

int main(void)
{
    Grid g;
    CHECK_INT(grid_load(&g, MAP, 4), 0);
    CHECK_INT(g.width, 7);
    CHECK_INT(g.height, 4);

    static const char *const ragged[] = {"...", ".."};
    static const char *const unknown[] = {"..x"};
    CHECK_INT(grid_load(&g, ragged, 2), -1);
    CHECK_INT(grid_load(&g, unknown, 1), -1);
    CHECK_INT(grid_load(&g, MAP, 4), 0);

    /* tiles by axial coordinates */
    CHECK_INT(grid_tile(&g, offset_to_hex(2, 0)), 'f');
    CHECK_INT(grid_tile(&g, offset_to_hex(4, 2)), '^');
    CHECK_INT(grid_tile(&g, offset_to_hex(0, 3)), 'h');
    CHECK_INT(grid_tile(&g, offset_to_hex(5, 3)), 'f');
    CHECK_INT(grid_tile(&g, offset_to_hex(7, 0)), '\0');
    CHECK_INT(grid_in_bounds(&g, offset_to_hex(6, 3)), 1);
    CHECK_INT(grid_in_bounds(&g, hex_make(-1, 0)), 0);

    /* reach from the top-left corner */
    int cost[GRID_MAX * GRID_MAX];
    CHECK_INT(grid_reachable(&g, offset_to_hex(0, 0), 0, cost), 1);
    CHECK_INT(grid_reachable(&g, offset_to_hex(0, 0), 2, cost), 5);
    CHECK_INT(cost_at(&g, cost, 1, 0), 1);
    CHECK_INT(cost_at(&g, cost, 0, 1), 1);
    CHECK_INT(cost_at(&g, cost, 0, 2), 2);
    CHECK_INT(cost_at(&g, cost, 1, 2), 2);
    CHECK_INT(cost_at(&g, cost, 2, 0), -1);

    CHECK_INT(grid_reachable(&g, offset_to_hex(0, 0), 4, cost), 10);
    CHECK_INT(cost_at(&g, cost, 2, 0), 3);
    CHECK_INT(cost_at(&g, cost, 3, 0), 4);
    CHECK_INT(cost_at(&g, cost, 1, 3), 3);
    CHECK_INT(cost_at(&g, cost, 2, 2), 4);
    CHECK_INT(cost_at(&g, cost, 0, 3), -1);
    CHECK_INT(cost_at(&g, cost, 1, 1), -1);

    /* water and mountains stop a unit; forest and hills slow it */
    CHECK_INT(grid_reachable(&g, offset_to_hex(3, 2), 3, cost), 11);
    CHECK_INT(cost_at(&g, cost, 4, 2), -1);
    CHECK_INT(cost_at(&g, cost, 3, 3), 1);
    CHECK_INT(cost_at(&g, cost, 5, 2), -1);

    CHECK_DONE("test_grid");
}
