#ifndef HEX_H
#define HEX_H

/* A hex on a pointy-top map in axial coordinates (q, r); the third cube
 * coordinate is s = -q - r. */
typedef struct {
    int q;
    int r;
} Hex;

Hex hex_make(int q, int r);
Hex hex_add(Hex a, Hex b);
int hex_equal(Hex a, Hex b);
/* The neighbour in direction dir, 0 (east) to 5 going anticlockwise. */
Hex hex_neighbor(Hex h, int dir);
int hex_distance(Hex a, Hex b);

#endif
