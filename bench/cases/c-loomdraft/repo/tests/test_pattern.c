#include "check.h"
#include "loom/pattern.h"

int main(void)
{
    loom_draft d;
    loom_draft_init(&d, 4, 6, 10, 8);
    loom_straight_draw(&d);
    int want[10] = {1, 2, 3, 4, 1, 2, 3, 4, 1, 2};
    for (size_t e = 0; e < 10; e++)
        CHECK(d.threading[e] == want[e]);

    loom_straight_treadling(&d);
    CHECK(d.treadling[0] == 1);
    CHECK(d.treadling[5] == 6);
    CHECK(d.treadling[6] == 1);
    CHECK_DONE();
}
