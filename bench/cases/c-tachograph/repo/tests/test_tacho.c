/* Tests of the tacho modules: plain assert(), one function per behaviour. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "../src/activity.h"
#include "../src/report.h"
#include "../src/rules.h"
#include "../src/timefmt.h"

static struct daylog day(const char *const *lines)
{
    struct daylog log;
    memset(&log, 0, sizeof log);
    for (; *lines; lines++) {
        struct activity a;
        assert(activity_parse_line(*lines, &a) == 0);
        assert(daylog_add(&log, a) == 0);
    }
    return log;
}

static void test_minutes_of(void)
{
    assert(minutes_of("00:00") == 0);
    assert(minutes_of("06:30") == 390);
    assert(minutes_of("24:00") == 1440);
    assert(minutes_of("24:01") == -1);
    assert(minutes_of("7:30") == -1);
    assert(minutes_of("07:60") == -1);
    assert(minutes_of("07:30x") == -1);
}

static void test_format_duration(void)
{
    char buf[16];
    format_duration(270, buf, sizeof buf);
    assert(strcmp(buf, "4h30") == 0);
    format_duration(45, buf, sizeof buf);
    assert(strcmp(buf, "0h45") == 0);
    format_duration(600, buf, sizeof buf);
    assert(strcmp(buf, "10h00") == 0);
}

static void test_parse_line(void)
{
    struct activity a;
    assert(activity_parse_line("D 06:00 10:30", &a) == 0);
    assert(a.kind == DRIVE && a.start == 360 && a.end == 630);
    assert(activity_parse_line("  W 05:45 06:00\n", &a) == 0);
    assert(a.kind == WORK && activity_minutes(&a) == 15);
    assert(activity_parse_line("X 06:00 07:00", &a) == -1);
    assert(activity_parse_line("D 07:00 06:00", &a) == -1);
    assert(activity_parse_line("D 07:00", &a) == -1);
}

static void test_gaps_are_rest(void)
{
    const char *const lines[] = { "D 06:00 08:00", "D 08:30 10:00", "R 10:00 10:15", "D 10:40 11:00", NULL };
    struct daylog log = day(lines);
    assert(log.count == 5);
    assert(log.items[1].kind == REST && activity_minutes(&log.items[1]) == 30);
    assert(log.items[3].kind == REST && activity_minutes(&log.items[3]) == 40); /* merged with the gap */
}

static void test_overlap_is_refused(void)
{
    const char *const lines[] = { "D 06:00 08:00", NULL };
    struct daylog log = day(lines);
    struct activity a = { WORK, 7 * 60, 9 * 60 };
    assert(daylog_add(&log, a) == -1);
}

static void test_full_break_ends_a_stretch(void)
{
    const char *const lines[] = { "D 06:00 10:00", "R 10:00 10:45", "D 10:45 14:45", NULL };
    struct daylog log = day(lines);
    assert(longest_driving_stretch(&log) == 240);
    assert(total_driving(&log) == 480);
    struct violation v[2];
    assert(check_day(&log, v, 2) == 0);
}

static void test_short_breaks_do_not_end_a_stretch(void)
{
    const char *const lines[] = {
        "D 06:00 08:00", "R 08:00 08:15", "D 08:15 10:00", "R 10:00 10:20", "D 10:20 11:30", NULL,
    };
    struct daylog log = day(lines);
    assert(longest_driving_stretch(&log) == 295);
    struct violation v[2];
    assert(check_day(&log, v, 2) == 1);
    assert(strcmp(v[0].text, "driving without a break: 4h55, limit 4h30") == 0);
}

static void test_other_work_is_not_a_break(void)
{
    const char *const lines[] = { "D 06:00 09:00", "W 09:00 10:00", "D 10:00 11:40", NULL };
    struct daylog log = day(lines);
    assert(longest_driving_stretch(&log) == 280);
}

static void test_daily_driving_limit(void)
{
    const char *const lines[] = {
        "D 05:00 09:00", "R 09:00 10:00", "D 10:00 14:00", "R 14:00 15:00", "D 15:00 16:30", NULL,
    };
    struct daylog log = day(lines);
    struct violation v[2];
    assert(check_day(&log, v, 2) == 1);
    assert(strcmp(v[0].text, "daily driving: 9h30, limit 9h00") == 0);
}

static void test_report(void)
{
    const char *const lines[] = { "W 05:45 06:00", "D 06:00 10:00", "R 10:00 10:45", "D 10:45 12:00", NULL };
    struct daylog log = day(lines);
    char text[256] = { 0 };
    FILE *out = fmemopen(text, sizeof text - 1, "w");
    assert(out);
    assert(report_day(&log, out) == 0);
    fclose(out);
    assert(strcmp(text, "driving     5h15\nrest        0h45\nother work  0h15\navailable   0h00\nno violations\n") == 0);
}

#define RUN(test) (printf("%s\n", #test), fflush(stdout), test())

int main(void)
{
    RUN(test_minutes_of);
    RUN(test_format_duration);
    RUN(test_parse_line);
    RUN(test_gaps_are_rest);
    RUN(test_overlap_is_refused);
    RUN(test_full_break_ends_a_stretch);
    RUN(test_short_breaks_do_not_end_a_stretch);
    RUN(test_other_work_is_not_a_break);
    RUN(test_daily_driving_limit);
    RUN(test_report);
    printf("all tests passed\n");
    return 0;
}
