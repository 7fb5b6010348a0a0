#include "report.h"

#include "rules.h"
#include "timefmt.h"

static const char *const kind_names[] = { "driving", "rest", "other work", "available" };

int report_day(const struct daylog *log, FILE *out)
{
    int totals[4] = { 0 };
    for (int i = 0; i < log->count; i++)
        totals[log->items[i].kind] += activity_minutes(&log->items[i]);
    for (int k = 0; k < 4; k++) {
        char buf[16];
        format_duration(totals[k], buf, sizeof buf);
        fprintf(out, "%-11s %s\n", kind_names[k], buf);
    }
    struct violation v[4];
    int n = check_day(log, v, 4);
    for (int i = 0; i < n && i < 4; i++)
        fprintf(out, "VIOLATION %s\n", v[i].text);
    if (n == 0)
        fprintf(out, "no violations\n");
    return n;
}
