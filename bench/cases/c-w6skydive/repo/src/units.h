/* Unit conversions used on the drop zone: altimeters in feet, the pilot's
 * airspeed and the winds aloft in knots, weights in pounds. */
#ifndef UNITS_H
#define UNITS_H

#define FT_PER_M 3.28084

double ft_to_m(double ft);
double m_to_ft(double m);
double kt_to_ms(double kt);
double kmh_to_ms(double kmh);
double lb_to_kg(double lb);
double kg_to_lb(double kg);

#endif
