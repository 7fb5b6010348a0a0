// A bent part as the drawing gives it: outside flange lengths (to the virtual sharps) with a bend between each
// two, and the flat blank the laser has to cut for it.
#pragma once

#include <string>
#include <vector>

#include "sheetmetal/bend.hpp"
#include "sheetmetal/material.hpp"

namespace sheetmetal {

class Part {
public:
    Part(std::string name, const Material& material, double width);

    // The next flange, its outside length in mm. Flanges and bends alternate, starting and ending with a flange.
    Part& flange(double outside_length);
    Part& bend(const Bend& b);

    const std::string& name() const { return name_; }
    const Material& material() const { return material_; }
    double width() const { return width_; }
    const std::vector<double>& flanges() const { return flanges_; }
    const std::vector<Bend>& bends() const { return bends_; }

    // The length of the flat blank: the outside flange lengths less one bend deduction per bend.
    double flat_length() const;

    // Where the centre line of each bend lies on the flat blank, measured from its first edge.
    std::vector<double> bend_lines() const;

    // Throws std::invalid_argument if the part cannot be made: flanges and bends out of turn, a radius under the
    // material's minimum, or a flange too short to hold its setbacks.
    void validate() const;

private:
    std::string name_;
    const Material& material_;
    double width_;
    std::vector<double> flanges_;
    std::vector<Bend> bends_;
};

}  // namespace sheetmetal
