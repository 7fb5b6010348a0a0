#include "pond.h"

#include <stdio.h>
#include <string.h>

void pond_init(Pond *p, const char *name, PondKind kind, double area_m2,
               double max_depth_m, double depth_m, double salinity_gpl)
{
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", name);
    p->kind = kind;
    p->area_m2 = area_m2;
    p->max_depth_m = max_depth_m;
    p->brine.volume_m3 = area_m2 * depth_m;
    p->brine.salinity_gpl = salinity_gpl;
}

double pond_depth_m(const Pond *p)
{
    if (p->area_m2 <= 0.0)
        return 0.0;
    return p->brine.volume_m3 / p->area_m2;
}

double pond_room_m3(const Pond *p)
{
    double room = p->max_depth_m * p->area_m2 - p->brine.volume_m3;

    return room > 0.0 ? room : 0.0;
}

double pond_evaporation_mm(const Pond *p, const DayWeather *w)
{
    return weather_pan_evaporation_mm(w) * PAN_COEFFICIENT *
           brine_evaporation_factor(p->brine.salinity_gpl);
}

double pond_day(Pond *p, const DayWeather *w)
{
    double evaporated = pond_evaporation_mm(p, w) / 1000.0 * p->area_m2;
    double rain = w->rain_mm / 1000.0 * p->area_m2;
    double net = evaporated - rain;

    if (p->brine.volume_m3 <= 0.0 && net > 0.0)
        return 0.0; /* nothing left to evaporate */
    p->brine = brine_concentrate(p->brine, net, &p->salt_bed_kg);
    return net;
}

const char *pond_kind_name(PondKind kind)
{
    switch (kind) {
    case POND_RESERVOIR:
        return "reservoir";
    case POND_CONCENTRATOR:
        return "concentrator";
    case POND_CRYSTALLISER:
        return "crystalliser";
    }
    return "?";
}
