#include "milkyield/herd.hpp"

#include <algorithm>
#include <stdexcept>

namespace milkyield {

void Herd::add(const Milking& milking) {
    auto& list = by_cow_[milking.cow];
    auto pos = std::upper_bound(list.begin(), list.end(), milking, [](const Milking& a, const Milking& b) {
        if (a.date != b.date) return a.date < b.date;
        return a.session < b.session;
    });
    list.insert(pos, milking);
}

void Herd::add_all(const std::vector<Milking>& milkings) {
    for (const auto& m : milkings) add(m);
}

std::vector<std::string> Herd::cows() const {
    std::vector<std::string> ids;
    for (const auto& entry : by_cow_) ids.push_back(entry.first);
    return ids;
}

double Herd::daily_yield(const std::string& cow, const Date& day) const {
    auto it = by_cow_.find(cow);
    if (it == by_cow_.end()) return 0.0;
    double total = 0.0;
    for (const auto& m : it->second) {
        if (m.date == day) total += m.litres;
    }
    return total;
}

double Herd::herd_yield(const Date& day) const {
    double total = 0.0;
    for (const auto& entry : by_cow_) total += daily_yield(entry.first, day);
    return total;
}

bool Herd::milked_on(const std::string& cow, const Date& day) const {
    auto it = by_cow_.find(cow);
    if (it == by_cow_.end()) return false;
    return std::any_of(it->second.begin(), it->second.end(), [&](const Milking& m) { return m.date == day; });
}

std::vector<Milking> Herd::milkings(const std::string& cow) const {
    auto it = by_cow_.find(cow);
    return it == by_cow_.end() ? std::vector<Milking>{} : it->second;
}

Date Herd::first_day() const {
    if (by_cow_.empty()) throw std::logic_error("empty herd");
    Date first = by_cow_.begin()->second.front().date;
    for (const auto& entry : by_cow_) first = std::min(first, entry.second.front().date);
    return first;
}

Date Herd::last_day() const {
    if (by_cow_.empty()) throw std::logic_error("empty herd");
    Date last = by_cow_.begin()->second.back().date;
    for (const auto& entry : by_cow_) last = std::max(last, entry.second.back().date);
    return last;
}

}  // namespace milkyield
