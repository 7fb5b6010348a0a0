#include "portset/portset.hpp"

#include <algorithm>
#include <stdexcept>

namespace portset {

namespace {

void check(Range r) {
    if (r.lo < 0 || r.hi > 65535 || r.lo > r.hi) {
        throw std::invalid_argument("bad port range " + std::to_string(r.lo) + "-" + std::to_string(r.hi));
    }
}

}  // namespace

void PortSet::add(Range r) {
    check(r);
    ranges_.push_back(r);
    normalize();
}

void PortSet::normalize() {
    std::sort(ranges_.begin(), ranges_.end(), [](const Range& a, const Range& b) { return a.lo < b.lo; });
    std::vector<Range> merged;
    for (const Range& r : ranges_) {
        if (!merged.empty() && r.lo <= merged.back().hi + 1) {
            merged.back().hi = std::max(merged.back().hi, r.hi);
        } else {
            merged.push_back(r);
        }
    }
    ranges_ = std::move(merged);
}

void PortSet::remove(Range cut) {
    check(cut);
    std::vector<Range> kept;
    for (const Range& r : ranges_) {
        if (r.hi < cut.lo || r.lo > cut.hi) {
            kept.push_back(r);
            continue;
        }
        if (r.lo < cut.lo) kept.push_back(Range{r.lo, cut.lo - 1});
        if (r.hi > cut.hi) kept.push_back(Range{cut.hi + 1, r.hi});
    }
    ranges_ = std::move(kept);
}

bool PortSet::contains(int port) const {
    for (const Range& r : ranges_) {
        if (r.lo <= port && port <= r.hi) return true;
        if (r.lo > port) break;
    }
    return false;
}

std::size_t PortSet::count() const {
    std::size_t total = 0;
    for (const Range& r : ranges_) total += static_cast<std::size_t>(r.hi - r.lo + 1);
    return total;
}

}  // namespace portset
