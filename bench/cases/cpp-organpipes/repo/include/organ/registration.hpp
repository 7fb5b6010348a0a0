#pragma once

#include <string>
#include <vector>

#include "organ/stop.hpp"

namespace organ {

// The stops drawn on one manual.
class Registration {
public:
    void draw(const Stop& stop);
    bool retire(const std::string& name);
    const std::vector<Stop>& stops() const { return stops_; }

    // Frequencies sounding for a held key, lowest first.
    std::vector<double> sounding(int key, double a1 = 440.0) const;

    // "Principal 8', Flute 4'" in the order drawn.
    std::string describe() const;

private:
    std::vector<Stop> stops_;
};

}  // namespace organ
