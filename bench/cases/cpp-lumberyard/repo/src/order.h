// Customer orders: timber priced by volume, planing by the metre, trade
// discount, VAT and the delivery weight.
#pragma once

#include <string>
#include <vector>

#include "species.h"

namespace lumber {

struct OrderLine {
    std::string species;
    Grade grade = Grade::Select;
    double thicknessMm = 0;
    double widthMm = 0;
    double lengthM = 0;
    int quantity = 1;
    bool planed = false;  // planed all round (PAR) rather than sawn
};

struct Order {
    std::string customer;
    bool trade = false;
    std::vector<OrderLine> lines;
};

struct Tariff {
    long planingPerMetre = 85;     // pence per linear metre planed
    int tradeDiscountPct = 10;     // off the timber, not the machining
    int vatPct = 20;
    long deliveryCharge = 4500;    // pence, waived at or over the threshold
    long freeDeliveryOver = 50000; // pence, goods before VAT
};

struct PricedLine {
    std::string description;
    double volumeM3 = 0;
    long timber = 0;     // pence
    long machining = 0;  // pence
};

struct Invoice {
    std::vector<PricedLine> lines;
    long timber = 0;
    long machining = 0;
    long discount = 0;  // negative
    long delivery = 0;
    long net = 0;
    long vat = 0;
    long total = 0;
    double weightKg = 0;
};

// Prices an order. Throws std::invalid_argument for an unknown species or a
// grade the yard does not stock.
Invoice priceOrder(const Order& order, const Catalogue& catalogue, const Tariff& tariff = Tariff{});

// Formats pence as pounds, e.g. 123456 -> "1234.56".
std::string formatPounds(long pence);

// The invoice as printed for the customer.
std::string formatInvoice(const Order& order, const Invoice& invoice);

}  // namespace lumber
