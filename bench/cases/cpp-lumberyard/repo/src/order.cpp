#include "order.h"

#include <cmath>
#include <cstdio>
#include <sstream>
#include <stdexcept>

#include "units.h"

namespace lumber {

namespace {

long percentOf(long pence, int pct) {
    return static_cast<long>(std::lround(static_cast<double>(pence) * pct / 100.0));
}

std::string describe(const OrderLine& l) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "%d x %s %s %.0fx%.0f %.1fm %s", l.quantity, gradeName(l.grade).c_str(),
                  l.species.c_str(), l.thicknessMm, l.widthMm, l.lengthM, l.planed ? "PAR" : "sawn");
    return buf;
}

}  // namespace

Invoice priceOrder(const Order& order, const Catalogue& catalogue, const Tariff& tariff) {
    Invoice inv;
    for (const auto& l : order.lines) {
        const Species* s = catalogue.find(l.species);
        if (s == nullptr) {
            throw std::invalid_argument("unknown species: " + l.species);
        }
        const long perM3 = catalogue.price(l.species, l.grade);
        if (perM3 < 0) {
            throw std::invalid_argument(l.species + " is not stocked in " + gradeName(l.grade) + " grade");
        }
        PricedLine p;
        p.description = describe(l);
        p.volumeM3 = boardVolumeM3(l.thicknessMm, l.widthMm, l.lengthM) * l.quantity;
        p.timber = std::lround(p.volumeM3 * static_cast<double>(perM3));
        if (l.planed) {
            p.machining = std::lround(l.lengthM * l.quantity * static_cast<double>(tariff.planingPerMetre));
        }
        inv.timber += p.timber;
        inv.machining += p.machining;
        inv.weightKg += p.volumeM3 * s->densityKgM3;
        inv.lines.push_back(p);
    }
    if (order.trade) {
        inv.discount = -percentOf(inv.timber, tariff.tradeDiscountPct);
    }
    const long goods = inv.timber + inv.machining + inv.discount;
    inv.delivery = goods >= tariff.freeDeliveryOver ? 0 : tariff.deliveryCharge;
    inv.net = goods + inv.delivery;
    inv.vat = percentOf(inv.net, tariff.vatPct);
    inv.total = inv.net + inv.vat;
    inv.weightKg = roundTo(inv.weightKg, 1);
    return inv;
}

std::string formatPounds(long pence) {
    const char* sign = pence < 0 ? "-" : "";
    const long abs = pence < 0 ? -pence : pence;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%ld.%02ld", sign, abs / 100, abs % 100);
    return buf;
}

std::string formatInvoice(const Order& order, const Invoice& inv) {
    std::ostringstream out;
    char row[200];
    out << "Invoice for " << order.customer << (order.trade ? " (trade)" : "") << "\n";
    for (const auto& p : inv.lines) {
        std::snprintf(row, sizeof row, "%-44s %7.4f m3 %10s\n", p.description.c_str(), p.volumeM3,
                      formatPounds(p.timber + p.machining).c_str());
        out << row;
    }
    auto total = [&](const char* label, long pence) {
        std::snprintf(row, sizeof row, "%-58s %10s\n", label, formatPounds(pence).c_str());
        out << row;
    };
    total("Timber", inv.timber);
    if (inv.machining != 0) total("Planing", inv.machining);
    if (inv.discount != 0) total("Trade discount", inv.discount);
    total(inv.delivery == 0 ? "Delivery (free)" : "Delivery", inv.delivery);
    total("VAT", inv.vat);
    total("Total", inv.total);
    std::snprintf(row, sizeof row, "Delivery weight %.1f kg\n", inv.weightKg);
    out << row;
    return out.str();
}

}  // namespace lumber
