#ifndef SALTWORKS_TESTS_H
#define SALTWORKS_TESTS_H

#include "../src/works.h"

/* test_brine.c */
void test_density_and_baume(void);
void test_baume_round_trip(void);
void test_mix(void);
void test_concentrate_to_saturation(void);
void test_concentrate_dry_and_rain(void);

/* test_weather.c */
void test_parse_line(void);
void test_parse_line_rejects(void);
void test_load(void);
void test_pan_evaporation(void);

/* test_pond.c */
void test_pond_init_and_depth(void);
void test_pond_day_evaporates(void);
void test_pond_day_rain(void);
void test_pond_day_crystallises(void);

/* test_harvest.c */
void test_sieve_valid(void);
void test_harvest_take(void);
void test_harvest_bags(void);
void test_harvest_value(void);

/* test_works.c */
void test_works_add_pond(void);
void test_works_feed_order(void);
void test_works_salt_balance(void);
void test_works_season(void);

/* season.c: the layout and weather the works tests run on */
void season_layout(Works *w);
int season_weather(DayWeather *days, int max);

#endif
