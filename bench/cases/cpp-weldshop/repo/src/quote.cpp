#include "weldshop/quote.hpp"

#include <cstdio>
#include <stdexcept>

#include "weldshop/joint.hpp"
#include "weldshop/preheat.hpp"

namespace weldshop {

namespace {

double fillerPrice(const Rates& rates, Process p) {
    auto it = rates.filler_per_kg.find(p);
    if (it == rates.filler_per_kg.end()) {
        throw std::invalid_argument(std::string("no filler price for ") + info(p).name);
    }
    return it->second;
}

}  // namespace

Quote quoteJob(const std::vector<WeldItem>& welds, const Rates& rates) {
    Quote q;
    for (const auto& w : welds) {
        if (w.passes < 1) {
            throw std::invalid_argument(w.id + ": at least one pass");
        }
        const ProcessInfo& p = info(w.run.process);

        QuoteLine line{};
        line.id = w.id;
        line.arc_minutes = arcMinutes(w.run) * w.passes;
        line.preheat_c = minimumPreheat(w.grade.c_str(), w.combined_thickness_mm);

        double minutes = line.arc_minutes / p.operator_factor;
        if (line.preheat_c > 0) {
            minutes += w.run.length_mm / 1000.0 * rates.preheat_minutes_per_m;
        }
        line.labour_hours = minutes / 60.0;
        line.filler_kg = depositedMassKg(w.area_mm2, w.run.length_mm) / p.deposition_efficiency;

        const double labour = line.labour_hours * rates.labour_per_hour;
        const double filler = line.filler_kg * fillerPrice(rates, w.run.process);
        line.cost = labour + filler;

        q.labour_hours += line.labour_hours;
        q.filler_kg += line.filler_kg;
        q.labour_cost += labour;
        q.filler_cost += filler;
        q.lines.push_back(line);
    }
    q.subtotal = q.labour_cost + q.filler_cost;
    q.total = q.subtotal * (1.0 + rates.margin);
    return q;
}

std::string format(const Quote& q) {
    std::string out;
    char buf[160];
    for (const auto& l : q.lines) {
        std::snprintf(buf, sizeof buf, "%-8s %7.1f min arc %4d C %6.2f h %6.2f kg %9.2f\n", l.id.c_str(),
                      l.arc_minutes, l.preheat_c, l.labour_hours, l.filler_kg, l.cost);
        out += buf;
    }
    std::snprintf(buf, sizeof buf, "Labour   %6.2f h %9.2f\n", q.labour_hours, q.labour_cost);
    out += buf;
    std::snprintf(buf, sizeof buf, "Filler   %6.2f kg %8.2f\n", q.filler_kg, q.filler_cost);
    out += buf;
    std::snprintf(buf, sizeof buf, "Total (with margin) %.2f\n", q.total);
    out += buf;
    return out;
}

}  // namespace weldshop
