#pragma once

// Conversions between the units the station's sensors report in and the ones
// people want to read.
namespace wx {

double cToF(double c);
double fToC(double f);

double msToKmh(double ms);
double kmhToMs(double kmh);
double msToKnots(double ms);
double msToMph(double ms);

double hPaToInHg(double hpa);
double mmToInches(double mm);

}  // namespace wx
