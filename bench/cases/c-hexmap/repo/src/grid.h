#ifndef GRID_H
#define GRID_H

#include "hex.h"

#define GRID_MAX 32

/* A rectangular map of width x height tiles in odd-r offset rows, one terrain
 * character a tile. */
typedef struct {
    int width;
    int height;
    char tiles[GRID_MAX * GRID_MAX];
} Grid;

/* Loads rows of equal length. 0, or -1 for ragged or oversized rows or an
 * unknown terrain character. */
int grid_load(Grid *g, const char *const rows[], int nrows);
int grid_in_bounds(const Grid *g, Hex h);
/* The terrain at h, or '\0' off the map. */
char grid_tile(const Grid *g, Hex h);
/* The cheapest cost of reaching each tile from start within budget, into
 * cost[row * width + col] (-1 where out of reach). Returns the tiles reached,
 * start included. */
int grid_reachable(const Grid *g, Hex start, int budget, int *cost);

#endif
