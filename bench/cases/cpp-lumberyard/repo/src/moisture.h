// Kiln drying: moisture content of sample boards and when a charge is ready.
#pragma once

#include <string>
#include <vector>

namespace lumber {

// Moisture content on the dry basis: the water in a board as a percentage of
// its oven-dry weight.
double moistureContent(double wetKg, double ovenDryKg);

// The oven-dry weight of a board that weighs wetKg at mcPct moisture content.
double ovenDryWeight(double wetKg, double mcPct);

// A sample board is weighed when the charge goes into the kiln, its moisture
// content taken from an oven test on an offcut, and it is weighed again as the
// charge dries.
struct SampleBoard {
    std::string id;
    double initialKg = 0;
    double initialMcPct = 0;
    double currentKg = 0;
};

// Moisture content of a sample board at its latest weighing.
double currentMoisture(const SampleBoard& b);

// One kiln charge of a single species dried to a target moisture content.
class KilnCharge {
public:
    KilnCharge(std::string species, double targetMcPct);

    const std::string& species() const { return species_; }
    double target() const { return targetMcPct_; }

    void addSample(SampleBoard b);
    // Records a new weight for a sample board; false if there is no such board.
    bool weigh(const std::string& id, double kg);

    // Average and highest moisture content over the sample boards.
    double averageMoisture() const;
    double wettestMoisture() const;
    // The charge comes out when the wettest sample has reached the target.
    bool readyToUnload() const;
    // Whole days still needed at the given drying rate (moisture content
    // points per day), judged by the wettest sample.
    int daysToTarget(double ratePerDay) const;

private:
    std::string species_;
    double targetMcPct_;
    std::vector<SampleBoard> samples_;
};

}  // namespace lumber
