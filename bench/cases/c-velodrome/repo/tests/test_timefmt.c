#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "velodrome.h"

int main(void)
{
    char buf[16];

    format_time(62300, buf, sizeof buf);
    assert(strcmp(buf, "1:02.300") == 0);
    format_time(9050, buf, sizeof buf);
    assert(strcmp(buf, "0:09.050") == 0);
    format_time(-1, buf, sizeof buf);
    assert(strcmp(buf, "-") == 0);
    puts("timefmt: ok");
    return 0;
}
