#include <stdio.h>
#include <string.h>

#include "freefall.h"
#include "manifest.h"
#include "spot.h"
#include "wingload.h"

static const char *NAMES[] = {"belly", "freefly", "tandem", "wingsuit"};

const char *discipline_name(Discipline d) { return NAMES[d]; }

int jumper_parse(const char *line, Jumper *out)
{
    char name[NAME_LEN], kind[16];
    int n = 0;
    memset(out, 0, sizeof *out);
    if (sscanf(line, " %23s %d %lf %d %15s %d %n", name, &out->jumps,
               &out->weight_lb, &out->canopy_sqft, kind, &out->group, &n) != 6 ||
        line[n] != '\0')
        return -1;
    if (out->jumps < 0 || out->weight_lb <= 0 || out->canopy_sqft <= 0 ||
        out->group <= 0)
        return -1;
    int found = 0;
    for (int d = BELLY; d <= WINGSUIT; d++) {
        if (strcmp(kind, NAMES[d]) == 0) {
            out->discipline = (Discipline)d;
            found = 1;
        }
    }
    if (!found)
        return -1;
    strcpy(out->name, name);
    return 0;
}

int load_add(Load *load, const char *line)
{
    if (load->count >= MAX_JUMPERS)
        return -1;
    if (jumper_parse(line, &load->jumpers[load->count]) != 0)
        return -1;
    load->count++;
    return 0;
}

typedef struct {
    int number;
    int size;
    Discipline discipline;
} Group;

static int collect_groups(const Load *load, Group *groups)
{
    int n = 0;
    for (int i = 0; i < load->count; i++) {
        const Jumper *j = &load->jumpers[i];
        int k = 0;
        while (k < n && groups[k].number != j->group)
            k++;
        if (k == n) {
            groups[n].number = j->group;
            groups[n].size = 0;
            groups[n].discipline = j->discipline;
            n++;
        }
        groups[k].size++;
    }
    return n;
}

/* 1 if group a leaves before group b */
static int exits_before(const Group *a, const Group *b)
{
    if (a->discipline != b->discipline)
        return a->discipline < b->discipline;
    if ((a->discipline == BELLY || a->discipline == FREEFLY) && a->size != b->size)
        return a->size > b->size;
    return a->number < b->number;
}

int load_exit_order(const Load *load, int *out, int max)
{
    Group groups[MAX_JUMPERS];
    int n = collect_groups(load, groups);
    /* insertion sort: a load has a handful of groups */
    for (int i = 1; i < n; i++) {
        Group g = groups[i];
        int k = i;
        while (k > 0 && exits_before(&g, &groups[k - 1])) {
            groups[k] = groups[k - 1];
            k--;
        }
        groups[k] = g;
    }
    for (int i = 0; i < n && i < max; i++)
        out[i] = groups[i].number;
    return n;
}

static const Jumper *first_of_group(const Load *load, int group, int *size)
{
    const Jumper *first = NULL;
    *size = 0;
    for (int i = 0; i < load->count; i++) {
        if (load->jumpers[i].group == group) {
            if (!first)
                first = &load->jumpers[i];
            (*size)++;
        }
    }
    return first;
}

#define APPEND(...)                                                            \
    do {                                                                       \
        int w_ = snprintf(buf + (len < (int)size ? len : (int)size),           \
                          len < (int)size ? size - len : 0, __VA_ARGS__);      \
        if (w_ < 0)                                                            \
            return w_;                                                         \
        len += w_;                                                             \
    } while (0)

int load_brief(const Load *load, double airspeed_kt, double headwind_kt,
               char *buf, size_t size)
{
    int len = 0;
    int order[MAX_JUMPERS];
    int n = load_exit_order(load, order, MAX_JUMPERS);
    int sep = exit_separation_s(airspeed_kt, headwind_kt, GROUP_GAP_M);

    APPEND("Load at %d ft, jump run %.0f kt into %.0f kt: %d s between groups\n",
           load->exit_ft, airspeed_kt, headwind_kt, sep);
    for (int i = 0; i < n; i++) {
        int count;
        const Jumper *j = first_of_group(load, order[i], &count);
        APPEND("%d. group %d %s, %d %s, +%d s\n", i + 1, order[i],
               discipline_name(j->discipline), count,
               count == 1 ? "jumper" : "jumpers", i * sep);
    }
    for (int i = 0; i < load->count; i++) {
        const Jumper *j = &load->jumpers[i];
        if (!canopy_ok(j->jumps, j->weight_lb, j->canopy_sqft))
            APPEND("Canopy check: %s on %d sqft at %.2f, limit %.2f at %d jumps\n",
                   j->name, j->canopy_sqft,
                   wing_loading(j->weight_lb, j->canopy_sqft),
                   max_loading(j->jumps), j->jumps);
    }
    APPEND("Freefall to %.0f ft: %.0f s\n", DEPLOY_FT,
           freefall_seconds(load->exit_ft, DEPLOY_FT));
    return len;
}
