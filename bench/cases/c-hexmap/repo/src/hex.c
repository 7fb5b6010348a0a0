#include "hex.h"

#include <stdlib.h>

static const Hex DIRECTIONS[6] = {
    {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1},
};

Hex hex_make(int q, int r)
{
    Hex h = {q, r};
    return h;
}

Hex hex_add(Hex a, Hex b)
{
    return hex_make(a.q + b.q, a.r + b.r);
}

int hex_equal(Hex a, Hex b)
{
    return a.q == b.q && a.r == b.r;
}

Hex hex_neighbor(Hex h, int dir)
{
    return hex_add(h, DIRECTIONS[((dir % 6) + 6) % 6]);
}

int hex_distance(Hex a, Hex b)
{
    int dq = a.q - b.q;
    int dr = a.r - b.r;
    int ds = -dq - dr;
    return (abs(dq) + abs(dr) + abs(ds)) / 2;
}
