#include "infusion/library.hpp"

#include <stdexcept>

namespace infusion {

const char* to_string(Alert alert) {
    switch (alert) {
        case Alert::none:
            return "none";
        case Alert::soft_low:
            return "soft low";
        case Alert::soft_high:
            return "soft high";
        case Alert::hard_high:
            return "hard high";
    }
    return "?";
}

void Library::add(DrugEntry entry) {
    if (find(entry.name) != nullptr) {
        throw std::invalid_argument(entry.name + " is already in the library");
    }
    if (entry.limits.soft_max > entry.limits.hard_max) {
        throw std::invalid_argument(entry.name + ": soft maximum above the hard maximum");
    }
    entries_.push_back(std::move(entry));
}

const DrugEntry* Library::find(const std::string& name) const {
    for (const auto& e : entries_) {
        if (e.name == name) {
            return &e;
        }
    }
    return nullptr;
}

Alert Library::check(const Order& order) const {
    const DrugEntry* entry = find(order.drug);
    if (entry == nullptr) {
        throw std::invalid_argument(order.drug + " is not in the library");
    }
    if (order.unit != entry->unit) {
        throw std::invalid_argument(order.drug + " is ordered in " + to_string(order.unit) + ", the library has " +
                                    to_string(entry->unit));
    }
    const Limits& lim = entry->limits;
    if (order.dose > lim.hard_max) {
        return Alert::hard_high;
    }
    if (order.dose > lim.soft_max) {
        return Alert::soft_high;
    }
    if (order.dose < lim.soft_min) {
        return Alert::soft_low;
    }
    return Alert::none;
}

}  // namespace infusion
