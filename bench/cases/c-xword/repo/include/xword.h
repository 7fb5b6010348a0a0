#ifndef XWORD_H
#define XWORD_H

#include <stddef.h>

/* Crossword grids: parsing, numbering, entries, filling and printing. */

#define XW_MAX 21           /* the largest grid side */
#define XW_MAX_ENTRIES 256  /* across plus down, more than a 21 x 21 grid can hold */

#define XW_BLOCK '#'
#define XW_EMPTY '.'

struct grid {
    int width;
    int height;
    char cells[XW_MAX][XW_MAX]; /* XW_BLOCK, XW_EMPTY or an upper-case letter */
};

/* grid.c */

/* Parses rows separated by '\n' (a final '\n' is optional), all of the same width: '#' is a block, '.' an
 * empty cell, A-Z a filled one. Returns 0, or -1 for an empty, ragged or too large grid or another
 * character. */
int grid_parse(struct grid *g, const char *text);

/* Whether (row, col) is inside the grid and not a block. */
int grid_open(const struct grid *g, int row, int col);

/* Whether the blocks are the same when the grid is turned half a turn. */
int grid_symmetric(const struct grid *g);

/* number.c */

/* Numbers the cells that start an across or a down entry (two or more open cells), left to right and top
 * to bottom from 1; numbers[r][c] is 0 for every other cell. Returns the highest number. */
int number_grid(const struct grid *g, int numbers[XW_MAX][XW_MAX]);

/* entries.c */

enum direction { ACROSS, DOWN };

struct entry {
    int number;
    enum direction dir;
    int row;
    int col;
    int len;
};

/* Lists the entries, the acrosses by number and then the downs by number. Returns how many, or -1 when
 * more than max. */
int entries_list(const struct grid *g, struct entry *out, int max);

/* Finds the entry of that number and direction; returns 0, or -1 when there is none. */
int entries_find(const struct grid *g, int number, enum direction dir, struct entry *out);

/* Writes the entry's cells as a pattern ('.' for an empty cell) into buf. Returns its length, or -1 when
 * buf is too small. */
int entry_pattern(const struct grid *g, const struct entry *e, char *buf, size_t size);

/* fill.c */

#define FILL_OK 0
#define FILL_LENGTH -1   /* the answer's letters do not match the entry's length */
#define FILL_CONFLICT -2 /* a crossing letter already there differs */
#define FILL_INVALID -3  /* a character other than a letter */

/* Writes an answer into an entry. Spaces and hyphens in the answer are skipped ("ICE CREAM", "X-RAY") and
 * letters are upper-cased. On any error the grid is left as it was. */
int fill_entry(struct grid *g, const struct entry *e, const char *answer);

/* Whether every open cell holds a letter. */
int fill_complete(const struct grid *g);

/* render.c */

/* Prints the grid, three characters a cell: "###" for a block, otherwise the cell's number (right-aligned
 * in two, or blanks) and its letter (or a blank). Rows end in '\n'. Returns the length, or -1 when buf is
 * too small. */
int render_grid(const struct grid *g, char *buf, size_t size);

#endif
