#include "crop.h"

#include <ctype.h>
#include <stddef.h>

static const crop_info CROPS[CROP_COUNT] = {
    [CROP_WHEAT] = {"WHEAT", "Feed wheat", 15.0, 2.0, 72.0},
    [CROP_BARLEY] = {"BARLEY", "Feed barley", 15.0, 2.0, 63.0},
    [CROP_OATS] = {"OATS", "Milling oats", 15.0, 2.0, 50.0},
    [CROP_OSR] = {"OSR", "Oilseed rape", 9.0, 2.0, 0.0},
    [CROP_BEANS] = {"BEANS", "Feed beans", 14.0, 3.0, 0.0},
};

const crop_info *crop_get(crop_t crop)
{
    if (crop < 0 || crop >= CROP_COUNT)
        return NULL;
    return &CROPS[crop];
}

static int same_code(const char *a, const char *b)
{
    while (*a && *b) {
        if (toupper((unsigned char)*a) != toupper((unsigned char)*b))
            return 0;
        a++;
        b++;
    }
    return *a == *b;
}

crop_t crop_parse(const char *code)
{
    for (int i = 0; i < CROP_COUNT; i++) {
        if (same_code(code, CROPS[i].code))
            return (crop_t)i;
    }
    return CROP_NONE;
}

const char *crop_name(crop_t crop)
{
    const crop_info *info = crop_get(crop);
    return info ? info->name : "unknown crop";
}
