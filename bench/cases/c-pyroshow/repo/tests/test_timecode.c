#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "timecode.h"

int main(void)
{
    char buf[32];

    assert(tc_parse("01:23.500") == 83500);
    assert(tc_parse("00:07") == 7000);
    assert(tc_parse("12:00.005") == 720005);
    assert(tc_parse("01:60.000") == -1);
    assert(tc_parse("1:23.500") == -1);
    assert(tc_parse("01:23.5") == -1);
    assert(tc_parse("01:23.500x") == -1);

    tc_format(83500, buf, sizeof buf);
    assert(strcmp(buf, "01:23.500") == 0);
    tc_format(5, buf, sizeof buf);
    assert(strcmp(buf, "00:00.005") == 0);

    puts("timecode ok");
    return 0;
}
