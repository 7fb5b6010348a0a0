#include "check.h"
#include "loom/draft.h"

int main(void)
{
    loom_draft d;
    CHECK(loom_draft_init(&d, 0, 4, 8, 8) == -1);
    CHECK(loom_draft_init(&d, 4, 4, LOOM_MAX_ENDS + 1, 8) == -1);
    CHECK(loom_draft_init(&d, 4, 4, 8, 8) == 0);

    CHECK(loom_tie(&d, 1, 1) == 0);
    CHECK(loom_tie(&d, 1, 3) == 0);
    CHECK(loom_tie(&d, 5, 1) == -1);
    CHECK(loom_tie(&d, 1, 5) == -1);
    CHECK(d.tieup[1] == 0x5u);

    d.threading[0] = 1;
    d.threading[1] = 2;
    d.treadling[0] = 1;
    CHECK(loom_warp_up(&d, 0, 0) == 1);
    CHECK(loom_warp_up(&d, 0, 1) == 0);
    CHECK(loom_warp_up(&d, 1, 0) == 0); /* no treadle pressed for pick 1 */
    CHECK(loom_warp_up(&d, 0, 2) == 0); /* end 2 not threaded */

    loom_twill_tieup(&d, 2);
    CHECK(d.tieup[1] == 0x3u);
    CHECK(d.tieup[4] == 0x9u); /* shafts 4 and 1 */
    CHECK_DONE();
}
