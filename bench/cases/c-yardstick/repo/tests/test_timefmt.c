#include "check.h"
#include "timefmt.h"

int main(void)
{
    char buf[16];

    CHECK_INT(time_parse("14:00:00"), 50400);
    CHECK_INT(time_parse("9:05:30"), 32730);
    CHECK_INT(time_parse("00:00:00"), 0);
    CHECK_INT(time_parse("24:00:00"), -1);
    CHECK_INT(time_parse("14:60:00"), -1);
    CHECK_INT(time_parse("14:5:00"), -1);
    CHECK_INT(time_parse("14:05:00 "), -1);
    CHECK_INT(time_parse(""), -1);

    CHECK_STR(time_format(3130, buf, sizeof buf), "0:52:10");
    CHECK_STR(time_format(3725, buf, sizeof buf), "1:02:05");
    CHECK_STR(time_format(-65, buf, sizeof buf), "-0:01:05");

    CHECK_INT(time_elapsed(50400, 53530), 3130);
    /* the night race: started before midnight, finished after */
    CHECK_INT(time_elapsed(time_parse("23:30:00"), time_parse("00:45:10")), 4510);

    CHECK_DONE();
}
