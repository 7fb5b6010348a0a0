#include "stillhouse/cask.hpp"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace stillhouse {

Cask age(const Cask& cask, int years) {
    Cask out = cask;
    out.litres = cask.litres * std::pow(1.0 - kAngelsShare, years);
    out.abv = cask.abv - kStrengthLossPerYear * years;
    return out;
}

int age_in_years(const Cask& cask, int year) {
    return year > cask.filled_year ? year - cask.filled_year : 0;
}

namespace {

double number_with_suffix(const std::string& field, char suffix, const std::string& line) {
    if (field.size() < 2 || field.back() != suffix) {
        throw std::invalid_argument("bad field '" + field + "' in: " + line);
    }
    std::size_t used = 0;
    double v = std::stod(field.substr(0, field.size() - 1), &used);
    if (used != field.size() - 1 || v <= 0.0) {
        throw std::invalid_argument("bad field '" + field + "' in: " + line);
    }
    return v;
}

}  // namespace

Cask parse_cask(const std::string& line) {
    std::istringstream in(line);
    std::string id, litres, abv;
    int year = 0;
    if (!(in >> id >> litres >> abv >> year)) {
        throw std::invalid_argument("want 'id litres abv year': " + line);
    }
    Cask c;
    c.id = id;
    c.litres = number_with_suffix(litres, 'L', line);
    c.abv = number_with_suffix(abv, '%', line);
    c.filled_year = year;
    return c;
}

}  // namespace stillhouse
