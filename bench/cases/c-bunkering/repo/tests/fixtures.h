#ifndef BUNKER_FIXTURES_H
#define BUNKER_FIXTURES_H

#include "bdn.h"
#include "tank.h"

/* Sounding tables of the barge's number 1 port and starboard cargo tanks. */
extern const sounding_table TANK_1P;
extern const sounding_table TANK_1S;

/* A two-tank delivery of RMG 380 at 988.4 kg/m3. */
void fixture_delivery(delivery *d);

#endif
