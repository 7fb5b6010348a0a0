#include <stdio.h>
#include <string.h>

#include "handicap.h"
#include "league.h"
#include "score.h"
#include "sheet.h"

static int passed, failed;

#define CHECK_INT(expr, want)                                                              \
    do {                                                                                   \
        int got_ = (expr), want_ = (want);                                                 \
        if (got_ == want_) {                                                               \
            passed++;                                                                      \
        } else {                                                                           \
            failed++;                                                                      \
            printf("%s:%d: FAIL: %s: got %d, want %d\n", __FILE__, __LINE__, #expr, got_, \
                   want_);                                                                 \
        }                                                                                  \
    } while (0)

static int score_line(const char *line)
{
    int rolls[MAX_ROLLS];
    int n = sheet_parse(line, rolls);
    return n < 0 ? -1 : game_score(rolls, n);
}

static void test_sheet(void)
{
    int rolls[MAX_ROLLS];
    CHECK_INT(sheet_parse("X 7/ 9- X -8 8/ -6 X X X81", rolls), 17);
    CHECK_INT(rolls[1], 7);
    CHECK_INT(rolls[2], 3);
    CHECK_INT(rolls[4], 0);
    CHECK_INT(sheet_parse("X X X X X X X X X XXX", rolls), 12);
    CHECK_INT(sheet_parse("9- 9- 9- 9- 9- 9- 9- 9- 9-", rolls), -1);  /* nine frames */
    CHECK_INT(sheet_parse("9- 9- 9- 9- 9- 9- 9- 9- 9- 9-X", rolls), -1); /* no bonus ball after an open tenth */
    CHECK_INT(sheet_parse("96 9- 9- 9- 9- 9- 9- 9- 9- 9-", rolls), -1);  /* 15 pins */
    CHECK_INT(sheet_parse("X9 9- 9- 9- 9- 9- 9- 9- 9- 9-", rolls), -1);
}

static void test_score(void)
{
    CHECK_INT(score_line("X X X X X X X X X XXX"), 300);
    CHECK_INT(score_line("9- 9- 9- 9- 9- 9- 9- 9- 9- 9-"), 90);
    CHECK_INT(score_line("5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/5"), 150);
    CHECK_INT(score_line("X 7/ 9- X -8 8/ -6 X X X81"), 167);
    CHECK_INT(score_line("-- -- -- -- -- -- -- -- -- --"), 0);
}

static void test_handicap(void)
{
    int games[] = {181, 160, 172};
    CHECK_INT(handicap(180), 36);
    CHECK_INT(handicap(219), 0);
    CHECK_INT(handicap(230), 0);
    CHECK_INT(average_of(games, 3), 171);
    CHECK_INT(average_of(games, 0), 0);
}

static void test_series(void)
{
    const char *night[SERIES_GAMES] = {
        "X 7/ 9- X -8 8/ -6 X X X81",
        "9- 9- 9- 9- 9- 9- 9- 9- 9- 9-",
        "5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/5",
    };
    struct series s;
    CHECK_INT(league_series(night, 180, &s), 0);
    CHECK_INT(s.scratch, 407);
    CHECK_INT(s.handicap, 36);
    CHECK_INT(s.total, 515);

    const char *bad[SERIES_GAMES] = {"X X X", night[1], night[2]};
    CHECK_INT(league_series(bad, 180, &s), -1);
}

int main(void)
{
    test_sheet();
    test_score();
    test_handicap();
    test_series();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
