// The intensive care unit's drug library, as the tests use it.
#pragma once

#include "infusion/library.hpp"

inline infusion::Library icu_library() {
    using infusion::DoseUnit;
    infusion::Library lib;
    lib.add({"noradrenaline", DoseUnit::mcg_per_kg_per_min, {0.01, 0.5, 1.0}});
    lib.add({"propofol", DoseUnit::mg_per_kg_per_h, {0.3, 4.0, 5.0}});
    lib.add({"morphine", DoseUnit::mg_per_h, {0.5, 5.0, 10.0}});
    lib.add({"heparin", DoseUnit::units_per_h, {400, 2000, 2500}});
    return lib;
}
