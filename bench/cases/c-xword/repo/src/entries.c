#include "xword.h"

static int run_length(const struct grid *g, int row, int col, enum direction dir)
{
    int len = 0;
    while (grid_open(g, row, col)) {
        len++;
        if (dir == ACROSS) {
            col++;
        } else {
            row++;
        }
    }
    return len;
}

static int list_direction(const struct grid *g, int numbers[XW_MAX][XW_MAX], enum direction dir,
                          struct entry *out, int n, int max)
{
    for (int r = 0; r < g->height; r++) {
        for (int c = 0; c < g->width; c++) {
            if (numbers[r][c] == 0) {
                continue;
            }
            int starts = dir == ACROSS ? !grid_open(g, r, c - 1) && grid_open(g, r, c + 1)
                                       : !grid_open(g, r - 1, c) && grid_open(g, r + 1, c);
            if (!starts) {
                continue;
            }
            if (n == max) {
                return -1;
            }
            out[n].number = numbers[r][c];
            out[n].dir = dir;
            out[n].row = r;
            out[n].col = c;
            out[n].len = run_length(g, r, c, dir);
            n++;
        }
    }
    return n;
}

int entries_list(const struct grid *g, struct entry *out, int max)
{
    int numbers[XW_MAX][XW_MAX];

    number_grid(g, numbers);
    int n = list_direction(g, numbers, ACROSS, out, 0, max);
    if (n < 0) {
        return -1;
    }
    return list_direction(g, numbers, DOWN, out, n, max);
}

int entries_find(const struct grid *g, int number, enum direction dir, struct entry *out)
{
    struct entry all[XW_MAX_ENTRIES];
    int n = entries_list(g, all, XW_MAX_ENTRIES);

    for (int i = 0; i < n; i++) {
        if (all[i].number == number && all[i].dir == dir) {
            *out = all[i];
            return 0;
        }
    }
    return -1;
}

int entry_pattern(const struct grid *g, const struct entry *e, char *buf, size_t size)
{
    if ((size_t)e->len + 1 > size) {
        return -1;
    }
    for (int i = 0; i < e->len; i++) {
        int r = e->dir == ACROSS ? e->row : e->row + i;
        int c = e->dir == ACROSS ? e->col + i : e->col;
        buf[i] = g->cells[r][c];
    }
    buf[e->len] = '\0';
    return e->len;
}
