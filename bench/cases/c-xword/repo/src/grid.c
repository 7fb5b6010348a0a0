#include <string.h>

#include "xword.h"

int grid_parse(struct grid *g, const char *text)
{
    int row = 0;
    int col = 0;
    int width = -1;

    memset(g, 0, sizeof *g);
    for (const char *p = text;; p++) {
        if (*p == '\n' || *p == '\0') {
            if (col == 0 && *p == '\0') {
                break; /* a final newline, or an empty text */
            }
            if (width == -1) {
                width = col;
            } else if (col != width) {
                return -1;
            }
            row++;
            col = 0;
            if (*p == '\0') {
                break;
            }
            continue;
        }
        if (row >= XW_MAX || col >= XW_MAX) {
            return -1;
        }
        if (*p == XW_BLOCK || *p == XW_EMPTY || (*p >= 'A' && *p <= 'Z')) {
            g->cells[row][col++] = *p;
        } else {
            return -1;
        }
    }
    if (row == 0 || width <= 0) {
        return -1;
    }
    g->width = width;
    g->height = row;
    return 0;
}

int grid_open(const struct grid *g, int row, int col)
{
    if (row < 0 || row >= g->height || col < 0 || col >= g->width) {
        return 0;
    }
    return g->cells[row][col] != XW_BLOCK;
}

int grid_symmetric(const struct grid *g)
{
    for (int r = 0; r < g->height; r++) {
        for (int c = 0; c < g->width; c++) {
            int block = g->cells[r][c] == XW_BLOCK;
            int twin = g->cells[g->height - 1 - r][g->width - 1 - c] == XW_BLOCK;
            if (block != twin) {
                return 0;
            }
        }
    }
    return 1;
}
