#ifndef OFFSET_H
#define OFFSET_H

#include "hex.h"

/* Offset coordinates of the map's rectangle: "odd-r", every odd row shoved half a
 * hex to the right. */
typedef struct {
    int col;
    int row;
} Offset;

Offset hex_to_offset(Hex h);
Hex offset_to_hex(int col, int row);

#endif
