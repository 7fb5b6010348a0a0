#include "check.hpp"
#include "sheetmetal/bend.hpp"

using namespace sheetmetal;

int main() {
    const Material& steel = material("steel-16ga");
    Bend right{90.0, 1.519};

    CHECK_NEAR(deg_to_rad(180.0), kPi, 1e-12);
    CHECK_NEAR(bend_allowance(right, steel), 3.4359, 1e-4);
    CHECK_NEAR(outside_setback(right, steel), 3.038, 1e-4);
    CHECK_NEAR(bend_deduction(right, steel), 2.6401, 1e-4);

    Bend open{45.0, 2.0};
    CHECK_NEAR(bend_allowance(open, steel), 2.0957, 1e-4);
    CHECK_NEAR(outside_setback(open, steel), 1.4576, 1e-4);
    CHECK_NEAR(bend_deduction(open, steel), 0.8195, 1e-4);

    // Stainless, 120 degrees: the deduction grows faster than the angle.
    CHECK_NEAR(bend_deduction(Bend{120.0, 2.25}, material("stainless-1.5mm")), 6.8643, 1e-4);

    CHECK_THROWS(bend_allowance(Bend{0.0, 2.0}, steel));
    CHECK_THROWS(bend_allowance(Bend{180.0, 2.0}, steel));
    CHECK_THROWS(outside_setback(Bend{90.0, -1.0}, steel));

    return check_report("bend");
}
