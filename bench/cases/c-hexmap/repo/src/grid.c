#include "grid.h"

#include <string.h>

#include "offset.h"
#include "terrain.h"

int grid_load(Grid *g, const char *const rows[], int nrows)
{
    if (nrows <= 0 || nrows > GRID_MAX)
        return -1;
    int width = (int)strlen(rows[0]);
    if (width == 0 || width > GRID_MAX)
        return -1;
    for (int row = 0; row < nrows; row++) {
        if ((int)strlen(rows[row]) != width)
            return -1;
        for (int col = 0; col < width; col++) {
            if (terrain_cost(rows[row][col]) == -2)
                return -1;
            g->tiles[row * width + col] = rows[row][col];
        }
    }
    g->width = width;
    g->height = nrows;
    return 0;
}

int grid_in_bounds(const Grid *g, Hex h)
{
    Offset o = hex_to_offset(h);
    return o.col >= 0 && o.col < g->width && o.row >= 0 && o.row < g->height;
}

char grid_tile(const Grid *g, Hex h)
{
    if (!grid_in_bounds(g, h))
        return '\0';
    Offset o = hex_to_offset(h);
    return g->tiles[o.row * g->width + o.col];
}

int grid_reachable(const Grid *g, Hex start, int budget, int *cost)
{
    int n = g->width * g->height;
    char done[GRID_MAX * GRID_MAX];
    for (int i = 0; i < n; i++) {
        cost[i] = -1;
        done[i] = 0;
    }
    if (!grid_in_bounds(g, start))
        return 0;
    Offset s = hex_to_offset(start);
    cost[s.row * g->width + s.col] = 0;

    int count = 0;
    for (;;) {
        int best = -1;
        for (int i = 0; i < n; i++)
            if (!done[i] && cost[i] >= 0 && (best < 0 || cost[i] < cost[best]))
                best = i;
        if (best < 0)
            break;
        done[best] = 1;
        count++;

        Hex h = offset_to_hex(best % g->width, best / g->width);
        for (int d = 0; d < 6; d++) {
            Hex nb = hex_neighbor(h, d);
            if (!grid_in_bounds(g, nb))
                continue;
            int step = terrain_cost(grid_tile(g, nb));
            if (step < 0)
                continue;
            Offset o = hex_to_offset(nb);
            int j = o.row * g->width + o.col;
            int c = cost[best] + step;
            if (c <= budget && (cost[j] < 0 || c < cost[j]))
                cost[j] = c;
        }
    }
    return count;
}
