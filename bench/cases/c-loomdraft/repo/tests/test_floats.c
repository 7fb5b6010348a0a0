#include "check.h"
#include "loom/floats.h"
#include "loom/pattern.h"

int main(void)
{
    loom_draft d;

    /* Plain weave on two shafts: nothing floats over more than one thread. */
    loom_draft_init(&d, 2, 2, 12, 12);
    loom_straight_draw(&d);
    loom_tie(&d, 1, 1);
    loom_tie(&d, 2, 2);
    loom_straight_treadling(&d);
    CHECK_SIZE(loom_longest_warp_float(&d), 1);
    CHECK_SIZE(loom_longest_weft_float(&d), 1);

    /* 2/2 twill, straight draw, straight treadling: floats of two both ways. */
    loom_draft_init(&d, 4, 4, 16, 16);
    loom_straight_draw(&d);
    loom_twill_tieup(&d, 2);
    loom_straight_treadling(&d);
    CHECK_SIZE(loom_longest_warp_float(&d), 2);
    CHECK_SIZE(loom_longest_weft_float(&d), 2);

    /* 3/1 twill: warp floats of three, weft floats of one. */
    loom_twill_tieup(&d, 3);
    CHECK_SIZE(loom_longest_warp_float(&d), 3);
    CHECK_SIZE(loom_longest_weft_float(&d), 1);
    CHECK_DONE();
}
