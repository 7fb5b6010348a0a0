#include "lexer.h"
#include "modal.h"
#include "t.h"

static step_t run(modal_t *st, const char *text) {
    gline_t l;
    step_t s;
    gline_parse(text, &l);
    modal_apply(st, &l, &s);
    return s;
}

int main(void) {
    modal_t st;
    step_t s;

    modal_init(&st);
    EXPECT_INT(st.absolute, 1);
    EXPECT_INT(st.motion, MOTION_RAPID);

    s = run(&st, "G0 X10 Y20");
    EXPECT_INT(s.is_move, 1);
    EXPECT_INT(s.motion, MOTION_RAPID);
    EXPECT_CLOSE(s.to[0], 10.0, 1e-9);
    EXPECT_CLOSE(s.to[1], 20.0, 1e-9);

    s = run(&st, "G1 X15 F600");
    EXPECT_INT(s.motion, MOTION_FEED);
    EXPECT_CLOSE(s.from[0], 10.0, 1e-9);
    EXPECT_CLOSE(s.to[0], 15.0, 1e-9);
    EXPECT_CLOSE(s.feed, 600.0, 1e-9);

    s = run(&st, "Y25");
    EXPECT_INT(s.motion, MOTION_FEED);
    EXPECT_CLOSE(s.feed, 600.0, 1e-9);
    EXPECT_CLOSE(s.to[1], 25.0, 1e-9);

    s = run(&st, "G91 X-5 Z-2");
    EXPECT_CLOSE(s.to[0], 10.0, 1e-9);
    EXPECT_CLOSE(s.to[2], -2.0, 1e-9);

    s = run(&st, "G4 P1.5");
    EXPECT_INT(s.is_move, 0);
    EXPECT_CLOSE(s.dwell_s, 1.5, 1e-9);

    gline_t l;
    gline_parse("G2 X1 Y1 I1", &l);
    EXPECT_INT(modal_apply(&st, &l, &s), -1);

    return t_summary("test_modal");
}
