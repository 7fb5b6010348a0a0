#include "handicap.h"

#include <ctype.h>
#include <stddef.h>

const struct boat_class handicap_classes[] = {
    { "Laser", 1100, 1 },
    { "Laser Radial", 1147, 1 },
    { "Topper", 1365, 1 },
    { "Solo", 1142, 1 },
    { "Mirror", 1390, 2 },
    { "Wayfarer", 1102, 2 },
    { "RS200", 1046, 2 },
    { "GP14", 1130, 2 },
    { "Enterprise", 1122, 2 },
    { NULL, 0, 0 },
};

static int same_name(const char *a, const char *b)
{
    while (*a && *b) {
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 0;
        a++;
        b++;
    }
    return *a == *b;
}

const struct boat_class *handicap_find(const char *name)
{
    const struct boat_class *c;
    if (!name)
        return NULL;
    for (c = handicap_classes; c->name; c++) {
        if (same_name(c->name, name))
            return c;
    }
    return NULL;
}

int handicap_py(const char *name)
{
    const struct boat_class *c = handicap_find(name);
    return c ? c->py : 0;
}
