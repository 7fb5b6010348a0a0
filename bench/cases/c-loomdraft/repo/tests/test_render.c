#include "check.h"
#include "loom/pattern.h"
#include "loom/render.h"

int main(void)
{
    loom_draft d;
    char buf[256];

    loom_draft_init(&d, 4, 4, 8, 4);
    loom_straight_draw(&d);
    loom_twill_tieup(&d, 2);
    loom_straight_treadling(&d);
    CHECK_SIZE(loom_render(&d, buf, sizeof buf), 36);
    CHECK_STR(buf,
              "##..##..\n"
              ".##..##.\n"
              "..##..##\n"
              "#..##..#\n");

    /* A short buffer gets what fits, NUL-terminated, and the full length is still returned. */
    char small[6];
    CHECK_SIZE(loom_render(&d, small, sizeof small), 36);
    CHECK_STR(small, "##..#");
    CHECK_DONE();
}
