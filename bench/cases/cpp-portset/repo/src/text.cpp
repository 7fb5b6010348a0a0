#include <cctype>
#include <sstream>
#include <stdexcept>

#include "portset/portset.hpp"

namespace portset {

namespace {

int port_number(const std::string& text) {
    if (text.empty() || text.size() > 5) throw std::invalid_argument("bad port '" + text + "'");
    for (char c : text) {
        if (!std::isdigit(static_cast<unsigned char>(c))) throw std::invalid_argument("bad port '" + text + "'");
    }
    return std::stoi(text);
}

std::string trim(const std::string& text) {
    std::size_t start = text.find_first_not_of(" \t");
    if (start == std::string::npos) return "";
    std::size_t end = text.find_last_not_of(" \t");
    return text.substr(start, end - start + 1);
}

}  // namespace

PortSet parse(const std::string& text) {
    PortSet set;
    std::stringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        item = trim(item);
        if (item.empty()) continue;
        std::size_t dash = item.find('-');
        if (dash == std::string::npos) {
            set.add(port_number(item));
        } else {
            set.add(Range{port_number(trim(item.substr(0, dash))), port_number(trim(item.substr(dash + 1)))});
        }
    }
    return set;
}

std::string to_string(const PortSet& set) {
    std::string out;
    for (const Range& r : set.ranges()) {
        if (!out.empty()) out += ',';
        out += std::to_string(r.lo);
        if (r.hi != r.lo) out += '-' + std::to_string(r.hi);
    }
    return out;
}

}  // namespace portset
