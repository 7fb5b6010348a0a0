// Board measurements: sections in millimetres, lengths in metres.
#pragma once

namespace lumber {

// Volume of one board in cubic metres.
double boardVolumeM3(double thicknessMm, double widthMm, double lengthM);

// Volume in board feet (one inch by twelve inches by one foot), for the
// American hardwood price lists.
double boardFeet(double thicknessMm, double widthMm, double lengthM);

// Converts cubic metres to board feet and back.
double cubicMetresToBoardFeet(double m3);
double boardFeetToCubicMetres(double bf);

// Rounds a length in metres up to the next stock length step (0.3 m
// increments from 1.8 m, as timber is sold in the UK).
double roundUpToStockLength(double lengthM);

// Rounds to the given number of decimal places, for display and invoices.
double roundTo(double value, int places);

}  // namespace lumber
