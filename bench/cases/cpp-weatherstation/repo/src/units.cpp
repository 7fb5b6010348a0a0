#include "units.h"

namespace wx {

namespace {
constexpr double kKmhPerMs = 3.6;
constexpr double kKnotsPerMs = 3600.0 / 1852.0;
constexpr double kMphPerMs = 3600.0 / 1609.344;
constexpr double kHPaPerInHg = 33.8638866667;
constexpr double kMmPerInch = 25.4;
}  // namespace

double cToF(double c) { return c * 9.0 / 5.0 + 32.0; }
double fToC(double f) { return (f - 32.0) * 5.0 / 9.0; }

double msToKmh(double ms) { return ms * kKmhPerMs; }
double kmhToMs(double kmh) { return kmh / kKmhPerMs; }
double msToKnots(double ms) { return ms * kKnotsPerMs; }
double msToMph(double ms) { return ms * kMphPerMs; }

double hPaToInHg(double hpa) { return hpa / kHPaPerInHg; }
double mmToInches(double mm) { return mm / kMmPerInch; }

}  // namespace wx
