#include "moisture.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace lumber {

double moistureContent(double wetKg, double ovenDryKg) {
    if (ovenDryKg <= 0) {
        throw std::invalid_argument("oven-dry weight must be positive");
    }
    return (wetKg - ovenDryKg) / ovenDryKg * 100.0;
}

double ovenDryWeight(double wetKg, double mcPct) {
    return wetKg / (1.0 + mcPct / 100.0);
}

double currentMoisture(const SampleBoard& b) {
    return moistureContent(b.currentKg, ovenDryWeight(b.initialKg, b.initialMcPct));
}

KilnCharge::KilnCharge(std::string species, double targetMcPct)
    : species_(std::move(species)), targetMcPct_(targetMcPct) {}

void KilnCharge::addSample(SampleBoard b) {
    if (b.currentKg == 0) {
        b.currentKg = b.initialKg;
    }
    samples_.push_back(std::move(b));
}

bool KilnCharge::weigh(const std::string& id, double kg) {
    for (auto& s : samples_) {
        if (s.id == id) {
            s.currentKg = kg;
            return true;
        }
    }
    return false;
}

double KilnCharge::averageMoisture() const {
    if (samples_.empty()) {
        return 0;
    }
    double total = 0;
    for (const auto& s : samples_) {
        total += currentMoisture(s);
    }
    return total / static_cast<double>(samples_.size());
}

double KilnCharge::wettestMoisture() const {
    double wettest = 0;
    for (const auto& s : samples_) {
        wettest = std::max(wettest, currentMoisture(s));
    }
    return wettest;
}

bool KilnCharge::readyToUnload() const {
    return !samples_.empty() && wettestMoisture() <= targetMcPct_;
}

int KilnCharge::daysToTarget(double ratePerDay) const {
    if (ratePerDay <= 0) {
        throw std::invalid_argument("drying rate must be positive");
    }
    const double toGo = wettestMoisture() - targetMcPct_;
    if (toGo <= 0) {
        return 0;
    }
    return static_cast<int>(std::ceil(toGo / ratePerDay - 1e-9));
}

}  // namespace lumber
