#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace glazier {

enum class GlassKind {
    Float4,
    Float6,
    Toughened4,
    Toughened6,
    Laminated6_4,
    LowE4,
};

struct GlassSpec {
    std::string_view code;
    std::string_view name;
    double thickness_mm;
    long price_per_m2_pence;
    bool toughened;
    // Safety glass (toughened or laminated) as needed in doors and low-level glazing.
    bool safety;
};

const GlassSpec& spec(GlassKind kind);

// Parses a catalogue code such as "F4" or "T6" (case-insensitive).
std::optional<GlassKind> parse_kind(std::string_view code);

// Whether the glass can be cut in the workshop (toughened glass cannot).
bool cuttable(GlassKind kind);

// Weight of a square metre, at 2.5 kg per m² per mm of thickness.
double weight_kg_per_m2(GlassKind kind);

}  // namespace glazier
