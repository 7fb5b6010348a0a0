#include "glazier/glass.hpp"

#include <array>
#include <cctype>
#include <stdexcept>

namespace glazier {

namespace {

struct Entry {
    GlassKind kind;
    GlassSpec spec;
};

const std::array<Entry, 6> kCatalogue{{
    {GlassKind::Float4, {"F4", "4mm clear float", 4.0, 2'400, false, false}},
    {GlassKind::Float6, {"F6", "6mm clear float", 6.0, 3'600, false, false}},
    {GlassKind::Toughened4, {"T4", "4mm toughened", 4.0, 5'200, true, true}},
    {GlassKind::Toughened6, {"T6", "6mm toughened", 6.0, 6'800, true, true}},
    {GlassKind::Laminated6_4, {"L6", "6.4mm laminated", 6.4, 5'900, false, true}},
    {GlassKind::LowE4, {"E4", "4mm low-emissivity", 4.0, 3'900, false, false}},
}};

bool same_code(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::toupper(static_cast<unsigned char>(a[i])) != std::toupper(static_cast<unsigned char>(b[i]))) {
            return false;
        }
    }
    return true;
}

}  // namespace

const GlassSpec& spec(GlassKind kind) {
    for (const auto& entry : kCatalogue) {
        if (entry.kind == kind) {
            return entry.spec;
        }
    }
    throw std::invalid_argument("unknown glass kind");
}

std::optional<GlassKind> parse_kind(std::string_view code) {
    for (const auto& entry : kCatalogue) {
        if (same_code(entry.spec.code, code)) {
            return entry.kind;
        }
    }
    return std::nullopt;
}

bool cuttable(GlassKind kind) {
    return !spec(kind).toughened;
}

double weight_kg_per_m2(GlassKind kind) {
    return 2.5 * spec(kind).thickness_mm;
}

}  // namespace glazier
