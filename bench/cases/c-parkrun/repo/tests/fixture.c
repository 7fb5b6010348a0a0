#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>

static const char *registry_lines[] = {
    "A48211,Priya Nair,W,1983-07-19,Rother Tri,57,24:10",
    "A10233,Tom Achebe,M,1981-05-18,Hastings Runners,212,17:52",
    "A77120,Ella Brookes,W,2012-09-02,,8,27:31",
    "A30001,Dan Whitlock,M,1995-02-11,Hastings Runners,49,18:40",
    "A55678,Margaret Oduya,W,1952-12-01,,149,31:05",
    "A60412,Sam Keel,M,1999-10-30,,0,",
    "A61990,Ruth Tanner,W,1976-03-14,Bexhill AC,3,26:20",
    "A20457,Gareth Lowe,M,1968-08-08,,99,22:15",
};

static const char *timer_lines[] = {
    "1,16:59", "2,18:25", "3,19:02", "4,22:40", "5,24:30",
    "6,24:58", "7,26:02", "8,28:15", "9,33:47", "10,35:10",
};

static const char *scan_lines[] = {
    "P0002,A30001", "P0001,A10233", "P0005,A48211", "P0004,A20457", "P0006,A60412",
    "P0008,A77120", "P0007,A61990", "P0009,A55678", "P0010,A99999",
};

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

void fixture_registry(struct registry *reg)
{
    registry_init(reg);
    for (int i = 0; i < COUNT(registry_lines); i++) {
        if (registry_add_line(reg, registry_lines[i]) != 0) {
            printf("fixture: bad registry line %s\n", registry_lines[i]);
            exit(2);
        }
    }
}

void fixture_event(struct event *ev)
{
    struct date day = {2024, 5, 18};
    event_init(ev, &day);
    for (int i = 0; i < COUNT(timer_lines); i++) {
        if (event_add_time(ev, timer_lines[i]) != 0) {
            printf("fixture: bad timer line %s\n", timer_lines[i]);
            exit(2);
        }
    }
    for (int i = 0; i < COUNT(scan_lines); i++) {
        if (event_add_scan(ev, scan_lines[i]) != 0) {
            printf("fixture: bad scan line %s\n", scan_lines[i]);
            exit(2);
        }
    }
}

int fixture_results(struct registry *reg, struct event *ev, struct result *out, int max)
{
    fixture_registry(reg);
    fixture_event(ev);
    return event_results(ev, reg, out, max);
}
