#include "cuts.h"

#include <stddef.h>

static const struct cut catalogue[] = {
    {2101, "Sirloin steak", BEEF, BY_WEIGHT, 3250, 5},
    {2104, "Rump steak", BEEF, BY_WEIGHT, 2150, 5},
    {2110, "Topside joint", BEEF, BY_WEIGHT, 1490, 6},
    {2120, "Braising steak", BEEF, BY_WEIGHT, 1199, 5},
    {2130, "Beef mince 15%", BEEF, BY_WEIGHT, 899, 3},
    {2201, "Leg of lamb", LAMB, BY_WEIGHT, 1650, 6},
    {2205, "Lamb chops", LAMB, BY_WEIGHT, 1899, 5},
    {2210, "Lamb shoulder", LAMB, BY_WEIGHT, 1250, 6},
    {2301, "Pork loin chops", PORK, BY_WEIGHT, 990, 5},
    {2305, "Pork belly", PORK, BY_WEIGHT, 850, 5},
    {2320, "Pork sausages (6)", PORK, BY_EACH, 450, 4},
    {2330, "Pork pie", PORK, BY_EACH, 350, 7},
    {2401, "Whole chicken", CHICKEN, BY_WEIGHT, 599, 4},
    {2405, "Chicken breast", CHICKEN, BY_WEIGHT, 1290, 3},
};

#define CATALOGUE_SIZE ((int)(sizeof catalogue / sizeof catalogue[0]))

const struct cut *cut_find(int plu)
{
    for (int i = 0; i < CATALOGUE_SIZE; i++)
        if (catalogue[i].plu == plu)
            return &catalogue[i];
    return NULL;
}

const char *species_name(enum species s)
{
    switch (s) {
    case BEEF:
        return "Beef";
    case LAMB:
        return "Lamb";
    case PORK:
        return "Pork";
    case CHICKEN:
        return "Chicken";
    }
    return "?";
}

const struct cut *cut_catalogue(int *count)
{
    *count = CATALOGUE_SIZE;
    return catalogue;
}
