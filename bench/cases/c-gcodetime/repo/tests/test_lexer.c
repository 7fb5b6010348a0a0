#include "lexer.h"
#include "t.h"

int main(void) {
    gline_t l;

    EXPECT_INT(gline_parse("G1 X10.5 Y-3 F1200", &l), 0);
    EXPECT_INT(l.count, 4);
    EXPECT_INT(l.words[0].letter, 'G');
    EXPECT_CLOSE(gline_value(&l, 'X', 0), 10.5, 1e-9);
    EXPECT_CLOSE(gline_value(&l, 'Y', 0), -3.0, 1e-9);
    EXPECT_CLOSE(gline_value(&l, 'Z', 7.0), 7.0, 1e-9);

    EXPECT_INT(gline_parse("g1x1y2", &l), 0);
    EXPECT_INT(l.count, 3);
    EXPECT_INT(l.words[1].letter, 'X');

    EXPECT_INT(gline_parse("N20 G0 Z5 ; retract", &l), 0);
    EXPECT_INT(l.count, 3);
    EXPECT_INT(gline_has(&l, 'N'), 1);
    EXPECT_INT(gline_has(&l, 'F'), 0);

    EXPECT_INT(gline_parse("", &l), 0);
    EXPECT_INT(l.count, 0);
    EXPECT_INT(gline_parse("G1 X", &l), -1);
    EXPECT_INT(gline_parse("G1 #5", &l), -1);

    return t_summary("test_lexer");
}
