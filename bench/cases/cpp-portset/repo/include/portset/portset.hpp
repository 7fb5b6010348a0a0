#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace portset {

// A closed range of TCP/UDP ports, lo <= hi.
struct Range {
    int lo;
    int hi;
    bool operator==(const Range& other) const { return lo == other.lo && hi == other.hi; }
};

// A set of ports kept as sorted, disjoint, non-adjacent ranges.
class PortSet {
public:
    PortSet() = default;

    void add(Range r);
    void add(int port) { add(Range{port, port}); }
    void remove(Range cut);

    bool contains(int port) const;
    std::size_t count() const;
    bool empty() const { return ranges_.empty(); }
    const std::vector<Range>& ranges() const { return ranges_; }

private:
    void normalize();
    std::vector<Range> ranges_;
};

// "22,80-89,443" -> a set; throws std::invalid_argument on a bad port or range.
PortSet parse(const std::string& text);

// The set back as text, single ports without a dash: "22,80-89,443".
std::string to_string(const PortSet& set);

}  // namespace portset
