/* tacho: checks one day of a driver's activities against the driving-time rules.
 *
 *     tacho day.log      (or the log on standard input)
 */
#include <stdio.h>

#include "activity.h"
#include "report.h"

int main(int argc, char **argv)
{
    FILE *in = stdin;
    if (argc > 1 && !(in = fopen(argv[1], "r"))) {
        perror(argv[1]);
        return 2;
    }
    struct daylog log;
    int bad = daylog_load(&log, in);
    if (in != stdin)
        fclose(in);
    if (bad) {
        fprintf(stderr, "tacho: line %d: bad or overlapping activity\n", bad);
        return 2;
    }
    return report_day(&log, stdout) ? 1 : 0;
}
