#ifndef SALTWORKS_WEATHER_H
#define SALTWORKS_WEATHER_H

typedef struct {
    int day;             /* day of the season, from 1 */
    double temp_c;       /* mean air temperature */
    double wind_ms;      /* mean wind speed at 2 m */
    double humidity_pct; /* mean relative humidity */
    double rain_mm;
} DayWeather;

/* "day,temp,wind,humidity,rain"; returns 0, or -1 for a bad line. */
int weather_parse_line(const char *line, DayWeather *out);

/*
 * Parses a whole log, one day a line; blank lines and lines starting
 * with '#' are skipped. Returns the number of days read, or -1 on the
 * first bad line (*bad_line set to its 1-based number when not NULL).
 */
int weather_load(const char *text, DayWeather *out, int max, int *bad_line);

/* Saturation vapour pressure over water, kPa (Tetens). */
double weather_vapour_pressure_kpa(double temp_c);

/* Class A pan evaporation estimate for the day, mm. */
double weather_pan_evaporation_mm(const DayWeather *w);

#endif
