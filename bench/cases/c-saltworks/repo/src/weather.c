#include "weather.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int weather_parse_line(const char *line, DayWeather *out)
{
    DayWeather w;
    int used = 0;

    if (sscanf(line, " %d , %lf , %lf , %lf , %lf %n", &w.day, &w.temp_c,
               &w.wind_ms, &w.humidity_pct, &w.rain_mm, &used) != 5)
        return -1;
    if (line[used] != '\0')
        return -1;
    if (w.day < 1 || w.wind_ms < 0.0 || w.rain_mm < 0.0)
        return -1;
    if (w.humidity_pct < 0.0 || w.humidity_pct > 100.0)
        return -1;
    *out = w;
    return 0;
}

int weather_load(const char *text, DayWeather *out, int max, int *bad_line)
{
    char line[256];
    const char *p = text;
    int n = 0;
    int lineno = 0;

    while (*p) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        const char *s;

        lineno++;
        if (len >= sizeof line)
            len = sizeof line - 1;
        memcpy(line, p, len);
        line[len] = '\0';
        p = end ? end + 1 : p + strlen(p);

        for (s = line; *s == ' ' || *s == '\t' || *s == '\r'; s++)
            ;
        if (*s == '\0' || *s == '#')
            continue;
        if (n == max || weather_parse_line(line, &out[n]) != 0) {
            if (bad_line)
                *bad_line = lineno;
            return -1;
        }
        n++;
    }
    return n;
}

double weather_vapour_pressure_kpa(double temp_c)
{
    return 0.6108 * exp(17.27 * temp_c / (temp_c + 237.3));
}

double weather_pan_evaporation_mm(const DayWeather *w)
{
    double es = weather_vapour_pressure_kpa(w->temp_c);
    double ea = es * w->humidity_pct / 100.0;

    /* Dalton-type mass transfer with a linear wind function */
    return (2.0 + 1.1 * w->wind_ms) * (es - ea);
}
