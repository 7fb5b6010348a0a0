#include "catalogue.h"

#include <string.h>

static const struct shell shells[] = {
    {"peony",       75, 2.1, 2.5},
    {"chrysanthemum", 100, 2.8, 3.0},
    {"willow",     125, 3.4, 6.0},
    {"crossette",   75, 2.0, 2.0},
    {"salute",      50, 1.5, 0.3},
    {"palm",       150, 4.0, 4.5},
};

const struct shell *catalogue_find(const char *name)
{
    for (size_t i = 0; i < sizeof shells / sizeof shells[0]; i++)
        if (strcmp(shells[i].name, name) == 0)
            return &shells[i];
    return NULL;
}
