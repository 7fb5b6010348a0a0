#include "glazier/quote.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "glazier/glass.hpp"

namespace glazier {

double chargeable_m2(const Pane& pane) {
    return std::max(pane.area_m2(), kMinimumChargeableM2);
}

long delivery_pence(int miles) {
    if (miles < 0) {
        throw std::invalid_argument("negative delivery distance");
    }
    if (miles <= 10) {
        return 0;
    }
    if (miles <= 25) {
        return 2'500;
    }
    return 2'500 + 150L * (miles - 25);
}

Quote price_job(const std::vector<Pane>& panes, const QuoteOptions& options) {
    Quote quote;
    long edge_mm = 0;
    for (const auto& pane : panes) {
        if (pane.quantity <= 0) {
            throw std::invalid_argument("pane " + pane.ref + " has no quantity");
        }
        const GlassSpec& glass = spec(pane.kind);
        const double m2 = chargeable_m2(pane) * pane.quantity;
        const long pence = std::lround(m2 * glass.price_per_m2_pence);
        quote.lines.push_back({pane.ref + ": " + std::to_string(pane.quantity) + " x " +
                                   std::to_string(pane.width_mm) + "x" + std::to_string(pane.height_mm) + " " +
                                   std::string(glass.name),
                               pence});
        if (cuttable(pane.kind)) {
            edge_mm += static_cast<long>(pane.perimeter_mm()) * pane.quantity;
        }
    }
    if (edge_mm > 0) {
        const long pence = std::lround(edge_mm / 1000.0 * options.arris_pence_per_m);
        quote.lines.push_back({"Arrissed edges, " + std::to_string(edge_mm / 1000) + " m", pence});
    }
    const long delivery = delivery_pence(options.delivery_miles);
    if (delivery > 0) {
        quote.lines.push_back({"Delivery, " + std::to_string(options.delivery_miles) + " miles", delivery});
    }
    for (const auto& line : quote.lines) {
        quote.subtotal_pence += line.pence;
    }
    quote.vat_pence = std::lround(quote.subtotal_pence * kVatPercent / 100.0);
    quote.total_pence = quote.subtotal_pence + quote.vat_pence;
    return quote;
}

}  // namespace glazier
