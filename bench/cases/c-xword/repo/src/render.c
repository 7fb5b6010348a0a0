#include <stdio.h>

#include "xword.h"

int render_grid(const struct grid *g, char *buf, size_t size)
{
    int numbers[XW_MAX][XW_MAX];
    size_t len = 0;

    number_grid(g, numbers);
    for (int r = 0; r < g->height; r++) {
        for (int c = 0; c < g->width; c++) {
            char cell[4];
            char ch = g->cells[r][c];
            if (ch == XW_BLOCK) {
                snprintf(cell, sizeof cell, "###");
            } else if (numbers[r][c]) {
                snprintf(cell, sizeof cell, "%2d%c", numbers[r][c], ch == XW_EMPTY ? ' ' : ch);
            } else {
                snprintf(cell, sizeof cell, "  %c", ch == XW_EMPTY ? ' ' : ch);
            }
            if (len + 3 + 1 > size) {
                return -1;
            }
            for (int i = 0; i < 3; i++) {
                buf[len++] = cell[i];
            }
        }
        if (len + 1 + 1 > size) {
            return -1;
        }
        buf[len++] = '\n';
    }
    buf[len] = '\0';
    return (int)len;
}
