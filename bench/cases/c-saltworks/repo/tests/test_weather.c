#include <stddef.h>

#include "check.h"
#include "tests.h"

#include "../src/weather.h"

void test_parse_line(void)
{
    DayWeather w;

    CHECK_INT(weather_parse_line("12,24.5,3.2,58,0", &w), 0);
    CHECK_INT(w.day, 12);
    CHECK_NEAR(w.temp_c, 24.5, 1e-12);
    CHECK_NEAR(w.wind_ms, 3.2, 1e-12);
    CHECK_NEAR(w.humidity_pct, 58.0, 1e-12);
    CHECK_NEAR(w.rain_mm, 0.0, 1e-12);

    CHECK_INT(weather_parse_line(" 3 , 18 , 0.5 , 91.5 , 12.4 \r", &w), 0);
    CHECK_INT(w.day, 3);
    CHECK_NEAR(w.rain_mm, 12.4, 1e-12);
}

void test_parse_line_rejects(void)
{
    DayWeather w = { 7, 1.0, 2.0, 3.0, 4.0 };

    CHECK_INT(weather_parse_line("", &w), -1);
    CHECK_INT(weather_parse_line("1,20,3,50", &w), -1);
    CHECK_INT(weather_parse_line("1,20,3,50,0,9", &w), -1);
    CHECK_INT(weather_parse_line("1,20,3,50,0x", &w), -1);
    CHECK_INT(weather_parse_line("0,20,3,50,0", &w), -1);
    CHECK_INT(weather_parse_line("1,20,-3,50,0", &w), -1);
    CHECK_INT(weather_parse_line("1,20,3,101,0", &w), -1);
    CHECK_INT(weather_parse_line("1,20,3,50,-1", &w), -1);
    /* a rejected line leaves the day alone */
    CHECK_INT(w.day, 7);
    CHECK_NEAR(w.rain_mm, 4.0, 1e-12);
}

void test_load(void)
{
    DayWeather days[4];
    int bad = 0;
    const char *log = "# day,temp,wind,humidity,rain\n"
                      "1,22,4,60,0\n"
                      "\n"
                      "2,25,2.5,55,0\n"
                      "   # cloud came in\n"
                      "3,17,6,88,9.5";

    CHECK_INT(weather_load(log, days, 4, &bad), 3);
    CHECK_INT(days[0].day, 1);
    CHECK_NEAR(days[1].temp_c, 25.0, 1e-12);
    CHECK_NEAR(days[2].rain_mm, 9.5, 1e-12);

    CHECK_INT(weather_load("1,22,4,60,0\n2,oops\n", days, 4, &bad), -1);
    CHECK_INT(bad, 2);
    CHECK_INT(weather_load("1,22,4,60,0\n2,22,4,60,0\n", days, 1, &bad), -1);
    CHECK_INT(bad, 2);
    CHECK_INT(weather_load("", days, 4, NULL), 0);
}

void test_pan_evaporation(void)
{
    DayWeather still = { 1, 25.0, 0.0, 50.0, 0.0 };
    DayWeather windy = { 2, 25.0, 5.0, 50.0, 0.0 };
    DayWeather damp = { 3, 25.0, 5.0, 100.0, 0.0 };

    CHECK_NEAR(weather_vapour_pressure_kpa(0.0), 0.6108, 1e-9);
    CHECK_NEAR(weather_vapour_pressure_kpa(25.0), 3.1677, 1e-4);
    CHECK_NEAR(weather_pan_evaporation_mm(&still), 3.1677, 1e-3);
    CHECK_NEAR(weather_pan_evaporation_mm(&windy), 11.8790, 1e-3);
    CHECK_NEAR(weather_pan_evaporation_mm(&damp), 0.0, 1e-12);
}
