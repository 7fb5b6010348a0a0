#ifndef SUNDIAL_H
#define SUNDIAL_H

#include <stddef.h>

#define SD_PI 3.14159265358979323846

/* angles.c */
double sd_rad(double deg);
double sd_deg(double rad);
double sd_norm360(double deg);
double sd_norm180(double deg);

/* solar.c */
int sd_day_of_year(int year, int month, int day); /* 1..366, 0 for an invalid date */
double sd_declination(int doy);                   /* degrees */
double sd_equation_of_time(int doy);              /* minutes, apparent minus mean solar time */

/* dial.c */
double sd_hour_line(double lat_deg, double hours_from_noon); /* degrees from the noon line, east negative */
double sd_gnomon_angle(double lat_deg);
size_t sd_dial_table(double lat_deg, int first_hour, int last_hour, double *angles, size_t max);

/* clock.c */
double sd_solar_to_clock(double solar_min, double lon_deg, double std_meridian_deg, int doy);
double sd_clock_to_solar(double clock_min, double lon_deg, double std_meridian_deg, int doy);

/* fmt.c */
const char *sd_fmt_hhmm(double minutes, char *buf, size_t len);
const char *sd_fmt_angle(double deg, char *buf, size_t len);

#endif
