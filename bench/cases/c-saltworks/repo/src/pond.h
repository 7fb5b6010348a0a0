#ifndef SALTWORKS_POND_H
#define SALTWORKS_POND_H

#include "brine.h"
#include "weather.h"

/* Open water evaporates at about 0.7 of what a Class A pan loses. */
#define PAN_COEFFICIENT 0.7

typedef enum {
    POND_RESERVOIR,
    POND_CONCENTRATOR,
    POND_CRYSTALLISER
} PondKind;

typedef struct {
    char name[24];
    PondKind kind;
    double area_m2;
    double max_depth_m; /* brine depth when full */
    double intake_baume; /* only fed with brine at least this strong */
    Brine brine;
    double salt_bed_kg; /* salt crystallised on the floor, dry weight */
} Pond;

void pond_init(Pond *p, const char *name, PondKind kind, double area_m2,
               double max_depth_m, double depth_m, double salinity_gpl);

double pond_depth_m(const Pond *p);

/* Cubic metres of brine the pond can still take before it is full. */
double pond_room_m3(const Pond *p);

/* Evaporation off the pond for the day, mm. */
double pond_evaporation_mm(const Pond *p, const DayWeather *w);

/*
 * One day of sun, wind and rain on the pond. Returns the net water lost
 * in m3 (negative when the rain was more than the evaporation).
 */
double pond_day(Pond *p, const DayWeather *w);

const char *pond_kind_name(PondKind kind);

#endif
