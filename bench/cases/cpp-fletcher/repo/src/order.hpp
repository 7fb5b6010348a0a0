// Pricing a set of arrows for a customer, in pence.
#pragma once
#include "arrow.hpp"

namespace fletcher {

struct Prices {
    int shaft = 850;   // one uncut shaft
    int point = 120;
    int insert = 90;
    int nock = 45;
    int vane = 30;
    int labour_per_arrow = 250;  // cut, fit, fletch
};

struct Quote {
    int arrows = 0;
    int parts = 0;
    int labour = 0;
    int total = 0;
};

// Price a set; sets of 12 or more get every 13th arrow's labour free.
Quote quote(const Arrow& a, int count, const Prices& p);

}  // namespace fletcher
