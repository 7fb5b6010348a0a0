#include "units.h"

#include <cmath>

namespace lumber {

namespace {
constexpr double kMmPerInch = 25.4;
constexpr double kMPerFoot = 0.3048;
// One board foot is 144 cubic inches.
constexpr double kM3PerBoardFoot = 144.0 * kMmPerInch * kMmPerInch * kMmPerInch / 1e9;
constexpr double kFirstStockLength = 1.8;
constexpr double kStockStep = 0.3;
}  // namespace

double boardVolumeM3(double thicknessMm, double widthMm, double lengthM) {
    return thicknessMm / 1000.0 * widthMm / 1000.0 * lengthM;
}

double boardFeet(double thicknessMm, double widthMm, double lengthM) {
    const double inchesThick = thicknessMm / kMmPerInch;
    const double inchesWide = widthMm / kMmPerInch;
    const double feetLong = lengthM / kMPerFoot;
    return inchesThick * inchesWide * feetLong / 12.0;
}

double cubicMetresToBoardFeet(double m3) { return m3 / kM3PerBoardFoot; }

double boardFeetToCubicMetres(double bf) { return bf * kM3PerBoardFoot; }

double roundUpToStockLength(double lengthM) {
    if (lengthM <= kFirstStockLength) {
        return kFirstStockLength;
    }
    const double steps = std::ceil((lengthM - kFirstStockLength) / kStockStep - 1e-9);
    return roundTo(kFirstStockLength + steps * kStockStep, 1);
}

double roundTo(double value, int places) {
    const double scale = std::pow(10.0, places);
    return std::round(value * scale) / scale;
}

}  // namespace lumber
