/* The workshop's recipes and price list used across the tests. */
#ifndef FIXTURES_H
#define FIXTURES_H

#include "../src/batch.h"
#include "../src/cost.h"

static const recipe SALTED_TRUFFLE = {
    "salted caramel truffle", 40, 5,
    {{"dark chocolate", 400}, {"double cream", 320}, {"butter", 40}, {"glucose", 30}, {"sea salt", 2}},
};

static const recipe ORANGE_MENDIANT = {
    "orange mendiant", 24, 3,
    {{"dark chocolate", 300}, {"candied orange", 60}, {"pistachio", 48}},
};

static const price_list PRICES = {
    7,
    {"dark chocolate", "double cream", "butter", "glucose", "sea salt", "candied orange", "pistachio"},
    {1450, 420, 980, 600, 1500, 2200, 3800},
};

#endif
