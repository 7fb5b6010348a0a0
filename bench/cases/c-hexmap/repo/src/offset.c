#include "offset.h"

Offset hex_to_offset(Hex h)
{
    Offset o;
    o.col = h.q + (h.r - (h.r & 1)) / 2;
    o.row = h.r;
    return o;
}

Hex offset_to_hex(int col, int row)
{
    return hex_make(col - (row - (row & 1)) / 2, row);
}
