#include "sheetmetal/part.hpp"

#include <stdexcept>
#include <utility>

namespace sheetmetal {

Part::Part(std::string name, const Material& material, double width)
    : name_(std::move(name)), material_(material), width_(width) {}

Part& Part::flange(double outside_length) {
    if (flanges_.size() != bends_.size()) {
        throw std::invalid_argument(name_ + ": two flanges without a bend between them");
    }
    flanges_.push_back(outside_length);
    return *this;
}

Part& Part::bend(const Bend& b) {
    if (flanges_.size() != bends_.size() + 1) {
        throw std::invalid_argument(name_ + ": a bend must follow a flange");
    }
    check_bend(b);
    bends_.push_back(b);
    return *this;
}

double Part::flat_length() const {
    double length = 0.0;
    for (double f : flanges_) {
        length += f;
    }
    for (const Bend& b : bends_) {
        length -= bend_deduction(b, material_);
    }
    return length;
}

std::vector<double> Part::bend_lines() const {
    std::vector<double> lines;
    double edge = 0.0;  // where the current flat segment starts
    for (size_t i = 0; i < bends_.size(); ++i) {
        double before = i == 0 ? 0.0 : outside_setback(bends_[i - 1], material_);
        double flat = flanges_[i] - before - outside_setback(bends_[i], material_);
        double allowance = bend_allowance(bends_[i], material_);
        lines.push_back(edge + flat + allowance / 2.0);
        edge += flat + allowance;
    }
    return lines;
}

void Part::validate() const {
    if (flanges_.empty() || flanges_.size() != bends_.size() + 1) {
        throw std::invalid_argument(name_ + ": a part starts and ends with a flange");
    }
    for (const Bend& b : bends_) {
        if (b.inside_radius < min_inside_radius(material_)) {
            throw std::invalid_argument(name_ + ": inside radius under the minimum for " + material_.name);
        }
    }
    for (size_t i = 0; i < flanges_.size(); ++i) {
        double setbacks = 0.0;
        if (i > 0) {
            setbacks += outside_setback(bends_[i - 1], material_);
        }
        if (i < bends_.size()) {
            setbacks += outside_setback(bends_[i], material_);
        }
        if (flanges_[i] <= setbacks) {
            throw std::invalid_argument(name_ + ": flange " + std::to_string(i + 1) + " is shorter than its setbacks");
        }
    }
}

}  // namespace sheetmetal
