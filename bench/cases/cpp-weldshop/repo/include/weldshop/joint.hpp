#pragma once

namespace weldshop {

// A butt joint with a V preparation, welded from one side or from both.
struct ButtJoint {
    double thickness_mm = 0;
    double gap_mm = 0;
    double root_face_mm = 0;
    double included_angle_deg = 60;
    bool double_sided = false;
};

struct FilletJoint {
    double leg_mm = 0;
    // Thicknesses of the plates that meet at the joint.
    double web_mm = 0;
    double flange_mm = 0;
};

// Weld metal cross-section in mm^2, without reinforcement.
double crossSection(const ButtJoint& j);
double crossSection(const FilletJoint& j);

// Combined thickness in the sense of EN 1011-2: the sum of the thicknesses
// of the parts that carry heat away from the joint.
double combinedThickness(const ButtJoint& j);
double combinedThickness(const FilletJoint& j);

// Weld metal in kg for a length of joint, allowing for the cap and root
// reinforcement as a factor on the cross-section.
double depositedMassKg(double area_mm2, double length_mm, double reinforcement = 1.1);

constexpr double kSteelDensityKgPerMm3 = 7.85e-6;

}  // namespace weldshop
