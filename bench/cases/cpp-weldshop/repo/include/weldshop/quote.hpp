#pragma once

#include <map>
#include <string>
#include <vector>

#include "weldshop/process.hpp"

namespace weldshop {

// One weld on a fabrication drawing.
struct WeldItem {
    std::string id;
    // A typical pass: process, settings and the joint length.
    Run run;
    int passes = 1;
    // Weld metal cross-section from crossSection().
    double area_mm2 = 0;
    std::string grade;
    double combined_thickness_mm = 0;
};

struct Rates {
    double labour_per_hour = 48.0;
    // Filler price per kg by process.
    std::map<Process, double> filler_per_kg = {
        {Process::MMA, 6.80}, {Process::SAW, 3.90}, {Process::MAG, 3.10}, {Process::FCAW, 5.20}, {Process::TIG, 14.50},
    };
    // Torch time to bring a metre of joint up to preheat.
    double preheat_minutes_per_m = 6.0;
    double margin = 0.20;
};

struct QuoteLine {
    std::string id;
    double arc_minutes;
    int preheat_c;
    double labour_hours;
    double filler_kg;
    double cost;
};

struct Quote {
    std::vector<QuoteLine> lines;
    double labour_hours = 0;
    double filler_kg = 0;
    double labour_cost = 0;
    double filler_cost = 0;
    double subtotal = 0;
    double total = 0;
};

Quote quoteJob(const std::vector<WeldItem>& welds, const Rates& rates = Rates{});

// The quote as printed for the customer, amounts to the penny.
std::string format(const Quote& q);

}  // namespace weldshop
