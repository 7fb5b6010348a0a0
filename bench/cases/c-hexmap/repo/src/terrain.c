#include "terrain.h"

int terrain_cost(char tile)
{
    switch (tile) {
    case '.': /* grassland */
        return 1;
    case 'f': /* forest */
        return 2;
    case 'h': /* hills */
        return 3;
    case '~': /* water */
    case '^': /* mountains */
        return -1;
    default:
        return -2;
    }
}
