#include "check.h"
#include "waymark.h"

static wm_track track;

static void test_reads_points(void)
{
    int line;
    const char *text = "# morning walk\n"
                       "54.5000, -3.0000, 120.5, 0\n"
                       "\n"
                       "54.5010,-3.0000,125,60\n";
    CHECK(wm_parse(text, &track, &line) == WM_OK);
    CHECK(track.n == 2);
    CHECK_NEAR(track.pts[0].ele, 120.5, 1e-9);
    CHECK_NEAR(track.pts[1].lat, 54.501, 1e-9);
    CHECK(track.pts[1].t == 60);
}

static void test_last_line_without_newline(void)
{
    int line;
    CHECK(wm_parse("1,2,3,4", &track, &line) == WM_OK);
    CHECK(track.n == 1);
}

static void test_errors_name_the_line(void)
{
    int line;
    CHECK(wm_parse("1,2,3,4\n1,2,3\n", &track, &line) == WM_ESYNTAX);
    CHECK(line == 2);
    CHECK(wm_parse("1,2,3,4\n\n95,2,3,5\n", &track, &line) == WM_ERANGE);
    CHECK(line == 3);
    CHECK(wm_parse("1,2,3,10\n1,2,3,5\n", &track, &line) == WM_EORDER);
    CHECK(line == 2);
    CHECK(wm_parse("1,2,3,4 x\n", &track, &line) == WM_ESYNTAX);
}

int main(void)
{
    RUN(test_reads_points);
    RUN(test_last_line_without_newline);
    RUN(test_errors_name_the_line);
    return CHECK_DONE();
}
