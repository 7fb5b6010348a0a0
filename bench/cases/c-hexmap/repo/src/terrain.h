#ifndef TERRAIN_H
#define TERRAIN_H

/* Movement cost of entering a tile of the terrain, or -1 where a unit cannot go.
 * -2 for a character that is no terrain at all. */
int terrain_cost(char tile);

#endif
