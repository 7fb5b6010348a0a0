#include "letterpress/fount.hpp"

#include <cctype>
#include <stdexcept>
#include <utility>

namespace letterpress {

namespace {
constexpr int kUnitsPerEm = 18;

// Unit widths of the lower case and a few sorts; capitals are taken from the lower case
// plus a fixed number of units per series.
struct Series {
    std::map<char, int> lower;
    int capitalExtra;
};

const std::map<std::string, Series>& library() {
    static const std::map<std::string, Series> series = {
        {"Bembo",
         {{{'a', 8}, {'b', 9}, {'c', 7}, {'d', 9}, {'e', 8}, {'f', 6}, {'g', 8}, {'h', 10},
           {'i', 5}, {'j', 5}, {'k', 9}, {'l', 5}, {'m', 14}, {'n', 10}, {'o', 9}, {'p', 9},
           {'q', 9}, {'r', 6}, {'s', 7}, {'t', 6}, {'u', 10}, {'v', 9}, {'w', 13}, {'x', 9},
           {'y', 9}, {'z', 7}, {'.', 5}, {',', 5}, {';', 5}, {'\'', 4}, {'-', 6}},
          4}},
        {"Baskerville",
         {{{'a', 9}, {'b', 10}, {'c', 8}, {'d', 10}, {'e', 8}, {'f', 6}, {'g', 9}, {'h', 10},
           {'i', 5}, {'j', 5}, {'k', 10}, {'l', 5}, {'m', 15}, {'n', 10}, {'o', 9}, {'p', 10},
           {'q', 10}, {'r', 7}, {'s', 7}, {'t', 6}, {'u', 10}, {'v', 9}, {'w', 13}, {'x', 9},
           {'y', 9}, {'z', 8}, {'.', 5}, {',', 5}, {';', 5}, {'\'', 4}, {'-', 6}},
          4}},
        {"Gill Sans",
         {{{'a', 8}, {'b', 9}, {'c', 8}, {'d', 9}, {'e', 9}, {'f', 5}, {'g', 8}, {'h', 9},
           {'i', 4}, {'j', 4}, {'k', 8}, {'l', 4}, {'m', 14}, {'n', 9}, {'o', 9}, {'p', 9},
           {'q', 9}, {'r', 6}, {'s', 7}, {'t', 5}, {'u', 9}, {'v', 8}, {'w', 12}, {'x', 8},
           {'y', 8}, {'z', 7}, {'.', 4}, {',', 4}, {';', 4}, {'\'', 4}, {'-', 6}},
          3}},
    };
    return series;
}
}  // namespace

Fount::Fount(std::string series, double bodyPt, std::map<char, int> units)
    : series_(std::move(series)), body_(bodyPt), units_(std::move(units)) {
    if (body_ <= 0) throw std::invalid_argument("fount '" + series_ + "': body must be positive");
}

Fount Fount::monotype(const std::string& series, double bodyPt) {
    const Series& s = library().at(series);
    std::map<char, int> units = s.lower;
    for (const auto& [c, u] : s.lower) {
        if (std::islower(static_cast<unsigned char>(c))) {
            units[static_cast<char>(std::toupper(static_cast<unsigned char>(c)))] = u + s.capitalExtra;
        }
    }
    return Fount(series, bodyPt, std::move(units));
}

double Fount::charWidth(char c) const {
    const auto it = units_.find(c);
    const int units = it == units_.end() ? kUnitsPerEm / 2 : it->second;
    return units * body_ / kUnitsPerEm;
}

double Fount::wordWidth(const std::string& word) const {
    double width = 0.0;
    for (char c : word) width += charWidth(c);
    return width;
}

double Fount::space(Space kind) const {
    switch (kind) {
        case Space::Thick: return em() / 3.0;
        case Space::Mid: return em() / 4.0;
        case Space::Thin: return em() / 5.0;
        case Space::Hair: return em() / 10.0;
    }
    return em() / 3.0;
}

}  // namespace letterpress
