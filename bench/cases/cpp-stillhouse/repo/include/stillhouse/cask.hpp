#pragma once

#include <string>

namespace stillhouse {

// A cask in the warehouse.
struct Cask {
    std::string id;
    double litres;    // contents now
    double abv;       // strength now
    int filled_year;  // year the new spirit went in
};

// The angel's share: the fraction of the contents that evaporates through
// the wood each year, and how much the strength falls each year in a damp
// dunnage warehouse.
constexpr double kAngelsShare = 0.02;
constexpr double kStrengthLossPerYear = 0.3;  // percentage points

// The cask after `years` more in the warehouse.
Cask age(const Cask& cask, int years);

// Years the spirit has been in the cask by `year` (whole years).
int age_in_years(const Cask& cask, int year);

// Parses "K-0412 187.5L 61.2% 2014": id, litres, ABV, year filled.
// Throws std::invalid_argument on a malformed line.
Cask parse_cask(const std::string& line);

}  // namespace stillhouse
