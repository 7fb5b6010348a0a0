#include "caldate.h"
#include "check.h"

int main(void)
{
    struct cal_date date = { 0, 0, 0 };
    CHECK_INT(cal_parse("2026-12-04", &date), 0);
    CHECK_INT(date.year, 2026);
    CHECK_INT(date.month, 12);
    CHECK_INT(date.day, 4);

    CHECK_INT(cal_parse("2024-02-29", &date), 0);
    CHECK_INT(date.day, 29);

    CHECK_INT(cal_parse("2026-13-01", &date), -1);
    CHECK_INT(cal_parse("2026-2-01", &date), -1);
    CHECK_INT(cal_parse("2026-02-01x", &date), -1);
    CHECK_INT(cal_parse("2026-02-29", &date), -1);

    char text[CAL_TEXT_SIZE];
    struct cal_date early = { 987, 6, 5 };
    cal_format(early, text);
    CHECK_STR(text, "0987-06-05");
    CHECK_DONE();
}
