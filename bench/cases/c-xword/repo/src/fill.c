#include <ctype.h>

#include "xword.h"

int fill_entry(struct grid *g, const struct entry *e, const char *answer)
{
    char letters[XW_MAX + 1];
    int n = 0;

    for (const char *p = answer; *p; p++) {
        if (*p == ' ' || *p == '-') {
            continue;
        }
        if (!isalpha((unsigned char)*p)) {
            return FILL_INVALID;
        }
        if (n == XW_MAX) {
            return FILL_LENGTH;
        }
        letters[n++] = (char)toupper((unsigned char)*p);
    }
    if (n != e->len) {
        return FILL_LENGTH;
    }
    for (int i = 0; i < n; i++) {
        int r = e->dir == ACROSS ? e->row : e->row + i;
        int c = e->dir == ACROSS ? e->col + i : e->col;
        char have = g->cells[r][c];
        if (have != XW_EMPTY && have != letters[i]) {
            return FILL_CONFLICT;
        }
    }
    for (int i = 0; i < n; i++) {
        int r = e->dir == ACROSS ? e->row : e->row + i;
        int c = e->dir == ACROSS ? e->col + i : e->col;
        g->cells[r][c] = letters[i];
    }
    return FILL_OK;
}

int fill_complete(const struct grid *g)
{
    for (int r = 0; r < g->height; r++) {
        for (int c = 0; c < g->width; c++) {
            if (g->cells[r][c] == XW_EMPTY) {
                return 0;
            }
        }
    }
    return 1;
}
