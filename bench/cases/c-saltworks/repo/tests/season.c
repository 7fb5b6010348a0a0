#include <math.h>

#include "tests.h"

/*
 * A small works on a sunny coast: a reservoir pumped from the sea, two
 * concentrators and a crystalliser, and sixty summer days with two wet
 * spells.
 */
void season_layout(Works *w)
{
    Pond p;

    works_init(w);

    pond_init(&p, "reservoir", POND_RESERVOIR, 2000.0, 0.5, 0.5,
              SEAWATER_GPL);
    works_add_pond(w, &p);

    pond_init(&p, "north pan", POND_CONCENTRATOR, 4000.0, 0.3, 0.3, 60.0);
    works_add_pond(w, &p);

    pond_init(&p, "south pan", POND_CONCENTRATOR, 3000.0, 0.3, 0.25, 150.0);
    p.intake_baume = 8.0;
    works_add_pond(w, &p);

    pond_init(&p, "bed one", POND_CRYSTALLISER, 1000.0, 0.2, 0.15, 300.0);
    p.intake_baume = 24.0;
    works_add_pond(w, &p);
}

int season_weather(DayWeather *days, int max)
{
    int n = 60;
    int d;

    if (n > max)
        n = max;
    for (d = 0; d < n; d++) {
        DayWeather *w = &days[d];

        w->day = d + 1;
        w->temp_c = 26.0 + 4.0 * sin(d / 9.0);
        w->wind_ms = 3.0 + (d % 5) * 0.8;
        w->humidity_pct = 50.0 + (d % 7) * 3.0;
        w->rain_mm = 0.0;
    }
    if (n > 41) {
        days[16].rain_mm = 12.0;
        days[17].rain_mm = 4.0;
        days[17].humidity_pct = 92.0;
        days[40].rain_mm = 20.0;
        days[40].humidity_pct = 95.0;
    }
    return n;
}
