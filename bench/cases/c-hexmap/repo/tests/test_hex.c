#include "check.h"

#include "../src/hex.h"
#include "../src/offset.h"
#include "../src/terrain.h"

int main(void)
{
    Hex o = hex_make(0, 0);

    /* neighbours and distance */
    CHECK_INT(hex_neighbor(o, 0).q, 1);
    CHECK_INT(hex_neighbor(o, 1).r, -1);
    CHECK_INT(hex_equal(hex_neighbor(o, 6), hex_neighbor(o, 0)), 1);
    CHECK_INT(hex_equal(hex_neighbor(o, -1), hex_make(0, 1)), 1);
    for (int d = 0; d < 6; d++)
        CHECK_INT(hex_distance(o, hex_neighbor(o, d)), 1);
    CHECK_INT(hex_distance(hex_make(-2, 1), hex_make(3, -1)), 5);
    CHECK_INT(hex_distance(hex_make(1, 2), hex_make(1, 2)), 0);

    /* odd-r offsets */
    Offset a = hex_to_offset(hex_make(2, 3));
    CHECK_INT(a.col, 3);
    CHECK_INT(a.row, 3);
    Offset b = hex_to_offset(hex_make(-1, 2));
    CHECK_INT(b.col, 0);
    CHECK_INT(b.row, 2);
    for (int row = 0; row < 5; row++)
        for (int col = 0; col < 6; col++) {
            Offset back = hex_to_offset(offset_to_hex(col, row));
            CHECK_INT(back.col * 100 + back.row, col * 100 + row);
        }

    /* terrain */
    CHECK_INT(terrain_cost('.'), 1);
    CHECK_INT(terrain_cost('f'), 2);
    CHECK_INT(terrain_cost('h'), 3);
    CHECK_INT(terrain_cost('~'), -1);
    CHECK_INT(terrain_cost('^'), -1);
    CHECK_INT(terrain_cost('x'), -2);

    CHECK_DONE("test_hex");
}
