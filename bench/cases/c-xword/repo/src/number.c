#include <string.h>

#include "xword.h"

int number_grid(const struct grid *g, int numbers[XW_MAX][XW_MAX])
{
    int next = 0;

    memset(numbers, 0, sizeof(int) * XW_MAX * XW_MAX);
    for (int r = 0; r < g->height; r++) {
        for (int c = 0; c < g->width; c++) {
            if (!grid_open(g, r, c)) {
                continue;
            }
            int across = !grid_open(g, r, c - 1) && grid_open(g, r, c + 1);
            int down = !grid_open(g, r - 1, c) && grid_open(g, r + 1, c);
            if (across || down) {
                numbers[r][c] = ++next;
            }
        }
    }
    return next;
}
