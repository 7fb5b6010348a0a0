#include "organ/registration.hpp"

#include <algorithm>

namespace organ {

void Registration::draw(const Stop& stop) {
    for (const Stop& s : stops_) {
        if (s.name == stop.name) return;
    }
    stops_.push_back(stop);
}

bool Registration::retire(const std::string& name) {
    auto it = std::find_if(stops_.begin(), stops_.end(), [&](const Stop& s) { return s.name == name; });
    if (it == stops_.end()) return false;
    stops_.erase(it);
    return true;
}

std::vector<double> Registration::sounding(int key, double a1) const {
    std::vector<double> out;
    for (const Stop& s : stops_) out.push_back(soundingFrequency(s, key, a1));
    std::sort(out.begin(), out.end());
    return out;
}

std::string Registration::describe() const {
    std::string out;
    for (const Stop& s : stops_) {
        if (!out.empty()) out += ", ";
        out += s.name + " " + toString(s.footage);
    }
    return out;
}

}  // namespace organ
