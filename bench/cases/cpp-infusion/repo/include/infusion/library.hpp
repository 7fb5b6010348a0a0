// The pump's drug library: each drug's dose unit and its soft and hard limits.
#pragma once

#include <string>
#include <vector>

#include "infusion/dose.hpp"

namespace infusion {

struct Limits {
    double soft_min = 0;  // below: a soft alert the nurse may override
    double soft_max = 0;  // above: a soft alert the nurse may override
    double hard_max = 0;  // above: the pump refuses to start
};

struct DrugEntry {
    std::string name;
    DoseUnit unit = DoseUnit::mg_per_h;
    Limits limits;
};

enum class Alert { none, soft_low, soft_high, hard_high };

const char* to_string(Alert alert);

class Library {
public:
    void add(DrugEntry entry);

    // The entry for a drug, or nullptr.
    const DrugEntry* find(const std::string& name) const;

    // Checks an order against its drug's limits. Throws std::invalid_argument for a drug not in the
    // library or an order in another unit than the library's.
    Alert check(const Order& order) const;

    std::size_t size() const { return entries_.size(); }

private:
    std::vector<DrugEntry> entries_;
};

}  // namespace infusion
