#include <string.h>
#include <strings.h>

#include "seedtray.h"

static const struct crop crops[] = {
    /* name, germination %, days to germinate, days to plant out, cell size */
    { "Lettuce", 90, 7, 35, 0 },
    { "Leek", 75, 14, 70, 0 },
    { "Kale", 85, 8, 42, 0 },
    { "Tomato", 80, 10, 56, 1 },
    { "Courgette", 85, 7, 28, 1 },
    { "Sweetcorn", 70, 12, 30, 1 },
    { "Beetroot", 65, 12, 35, 0 },
};

static const struct tray_kind trays[] = {
    { "84-cell", 84 },
    { "24-cell", 24 },
};

int crop_count(void)
{
    return (int)(sizeof crops / sizeof crops[0]);
}

const struct crop *crop_find(const char *name)
{
    for (int i = 0; i < crop_count(); i++) {
        if (strcasecmp(crops[i].name, name) == 0)
            return &crops[i];
    }
    return NULL;
}

const struct tray_kind *tray_for(const struct crop *crop)
{
    return &trays[crop->cell_size ? 1 : 0];
}
