#include <stdio.h>
#include <string.h>

#include "draft.h"
#include "yarn.h"

static int passed, failed;

#define CHECK_INT(expr, want) do { \
        long long got_ = (long long)(expr), want_ = (long long)(want); \
        if (got_ == want_) passed++; \
        else { failed++; printf("%s:%d: FAIL: %s: got %lld, want %lld\n", __FILE__, __LINE__, #expr, got_, want_); } \
    } while (0)

#define CHECK_STR(expr, want) do { \
        const char *got_ = (expr), *want_ = (want); \
        if (strcmp(got_, want_) == 0) passed++; \
        else { failed++; printf("%s:%d: FAIL: %s:\n--- got\n%s\n--- want\n%s\n", __FILE__, __LINE__, #expr, got_, want_); } \
    } while (0)

static void twill(struct draft *d)
{
    draft_init(d, 4, 4);
    draft_threading(d, "[1234]x2");
    draft_tieup(d, "1:12 2:23 3:34 4:41");
    draft_treadling(d, "1234");
}

static void test_parse(void)
{
    uint8_t seq[64];
    size_t n = 0;
    CHECK_INT(parse_sequence("1234 4321", 4, seq, sizeof seq, &n), DRAFT_OK);
    CHECK_INT(n, 8);
    CHECK_INT(seq[4], 4);
    CHECK_INT(parse_sequence("[12]x3 3", 4, seq, sizeof seq, &n), DRAFT_OK);
    CHECK_INT(n, 7);
    CHECK_INT(seq[5], 2);
    CHECK_INT(seq[6], 3);
    CHECK_INT(parse_sequence("125", 4, seq, sizeof seq, &n), DRAFT_OUT_OF_RANGE);
    CHECK_INT(parse_sequence("12a", 4, seq, sizeof seq, &n), DRAFT_BAD_CHAR);
    CHECK_INT(parse_sequence("[12", 4, seq, sizeof seq, &n), DRAFT_BAD_REPEAT);
    CHECK_INT(parse_sequence("[12]x0", 4, seq, sizeof seq, &n), DRAFT_BAD_REPEAT);
    CHECK_INT(parse_sequence("[1234]x20", 4, seq, sizeof seq, &n), DRAFT_TOO_LONG);

    struct draft d;
    twill(&d);
    CHECK_INT(d.ends, 8);
    CHECK_INT(d.picks, 4);
    CHECK_INT(d.tieup[0], 0x3);
    CHECK_INT(d.tieup[3], 0x9);
    CHECK_INT(draft_tieup(&d, "5:12"), DRAFT_OUT_OF_RANGE);
    CHECK_INT(draft_tieup(&d, "1-12"), DRAFT_BAD_CHAR);
}

static void test_drawdown(void)
{
    struct draft d;
    char buf[256];
    twill(&d);
    CHECK_INT(drawdown_render(&d, buf, sizeof buf), 37);
    CHECK_STR(buf,
              "##..##..\n"
              ".##..##.\n"
              "..##..##\n"
              "#..##..#\n");
    CHECK_INT(drawdown_render(&d, buf, 10), 37);
    CHECK_STR(buf, "");

    draft_init(&d, 2, 2);
    draft_threading(&d, "1212");
    draft_tieup(&d, "1:1 2:2");
    draft_treadling(&d, "[12]x2");
    drawdown_render(&d, buf, sizeof buf);
    CHECK_STR(buf, "#.#.\n.#.#\n#.#.\n.#.#\n");
}

static void test_floats(void)
{
    struct draft d;
    twill(&d);
    CHECK_INT(longest_warp_float(&d), 2);
    CHECK_INT(longest_weft_float(&d), 2);

    /* 3/1 twill on the same threading: warp floats of 3, weft of 1 */
    draft_tieup(&d, "1:123 2:234 3:341 4:412");
    CHECK_INT(longest_warp_float(&d), 3);
    CHECK_INT(longest_weft_float(&d), 1);

    /* a treadle that lifts nothing: the weft floats across */
    draft_tieup(&d, "1:12 2:23 3:34");
    CHECK_INT(longest_weft_float(&d), 8);
}

static void test_yarn(void)
{
    /* a pair of scarves: 30 cm in the reed at 8 ends per cm, 180 cm long with
     * 20 cm of fringe each, 60 cm loom waste, 10% take-up */
    struct warp_plan scarf = {
        .width_mm = 300, .sett = 80, .length_cm = 180, .pieces = 2,
        .fringe_cm = 20, .loom_waste_cm = 60, .takeup_pct = 10, .picks = 70,
    };
    CHECK_INT(warp_ends(&scarf), 240);
    CHECK_INT(warp_length_cm(&scarf), 506);
    CHECK_INT(warp_metres(&scarf), 1215);
    CHECK_INT(weft_metres(&scarf), 756);

    /* a tea towel at an odd sett: the ends round up */
    struct warp_plan towel = {
        .width_mm = 455, .sett = 90, .length_cm = 70, .pieces = 4,
        .fringe_cm = 6, .loom_waste_cm = 70, .takeup_pct = 12, .picks = 85,
    };
    CHECK_INT(warp_ends(&towel), 410);
    CHECK_INT(warp_length_cm(&towel), 419);
    CHECK_INT(warp_metres(&towel), 1718);
}

int main(void)
{
    test_parse();
    test_drawdown();
    test_floats();
    test_yarn();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
