#include "scale.h"

int tray_tare_g(enum tray tray)
{
    switch (tray) {
    case TRAY_NONE:
        return 0;
    case TRAY_SMALL:
        return 12;
    case TRAY_LARGE:
        return 21;
    case TRAY_BAG:
        return 4;
    }
    return 0;
}

int net_weight_g(int gross_g, enum tray tray)
{
    int net = gross_g - tray_tare_g(tray);
    if (net < 0)
        return -1;
    net = (net + SCALE_DIVISION_G / 2) / SCALE_DIVISION_G * SCALE_DIVISION_G;
    if (net > SCALE_MAX_G)
        return -1;
    return net;
}

long price_for_weight(int net_g, long price_per_kg)
{
    return ((long)net_g * price_per_kg + 500) / 1000;
}
