#include "glazier/pane.hpp"

#include <cctype>
#include <stdexcept>
#include <string>

namespace glazier {

double Pane::area_m2() const {
    return (static_cast<double>(width_mm) * height_mm) / 1'000'000.0;
}

int Pane::perimeter_mm() const {
    return 2 * (width_mm + height_mm);
}

Pane pane_for_rebate(std::string ref, int rebate_width_mm, int rebate_height_mm, GlassKind kind,
                     int clearance_mm) {
    const int width = rebate_width_mm - 2 * clearance_mm;
    const int height = rebate_height_mm - 2 * clearance_mm;
    if (width <= 0 || height <= 0) {
        throw std::invalid_argument("rebate " + std::to_string(rebate_width_mm) + "x" +
                                    std::to_string(rebate_height_mm) + " is too small for the clearance");
    }
    return Pane{std::move(ref), width, height, kind, 1};
}

namespace {

int read_number(std::string_view text, std::size_t& pos) {
    while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) {
        ++pos;
    }
    const std::size_t start = pos;
    long value = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
        value = value * 10 + (text[pos] - '0');
        if (value > 100'000) {
            throw std::invalid_argument("size too large: " + std::string(text));
        }
        ++pos;
    }
    if (pos == start || value == 0) {
        throw std::invalid_argument("expected a size in mm: " + std::string(text));
    }
    while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) {
        ++pos;
    }
    return static_cast<int>(value);
}

}  // namespace

std::pair<int, int> parse_size(std::string_view text) {
    std::size_t pos = 0;
    const int width = read_number(text, pos);
    if (pos >= text.size() || (text[pos] != 'x' && text[pos] != 'X')) {
        throw std::invalid_argument("expected width x height: " + std::string(text));
    }
    ++pos;
    const int height = read_number(text, pos);
    if (pos != text.size()) {
        throw std::invalid_argument("unexpected text after size: " + std::string(text));
    }
    return {width, height};
}

double weight_kg(const Pane& pane) {
    return pane.area_m2() * weight_kg_per_m2(pane.kind);
}

}  // namespace glazier
