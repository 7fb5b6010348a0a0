#pragma once

#include <string>
#include <vector>

#include "glazier/pane.hpp"

namespace glazier {

struct QuoteOptions {
    // One-way distance to the site, for the delivery charge.
    int delivery_miles = 0;
    // Edge work on workshop-cut panes, per metre of perimeter.
    long arris_pence_per_m = 150;
};

struct QuoteLine {
    std::string description;
    long pence;
};

struct Quote {
    std::vector<QuoteLine> lines;
    long subtotal_pence = 0;
    long vat_pence = 0;
    long total_pence = 0;
};

// Small panes are charged as if they were this big.
constexpr double kMinimumChargeableM2 = 0.25;
constexpr int kVatPercent = 20;

// Chargeable area of one pane: its area, but never less than the minimum.
double chargeable_m2(const Pane& pane);

// Delivery: free within 10 miles, £25 up to 25 miles, then £1.50 a mile beyond that.
long delivery_pence(int miles);

// Prices the panes of a job, one glass line per pane reference, then edge work, delivery and VAT.
Quote price_job(const std::vector<Pane>& panes, const QuoteOptions& options = {});

}  // namespace glazier
