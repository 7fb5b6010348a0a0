#pragma once

namespace organ {

// Speed of sound in air (m/s) at a chamber temperature in degrees Celsius.
double speedOfSound(double celsius);

// Speaking length in millimetres of a flue pipe sounding `hz`, with the end correction
// for its diameter (mm): open pipes speak at half a wavelength, stopped ones at a quarter.
double openPipeLength(double hz, double diameterMm, double celsius = 20.0);
double stoppedPipeLength(double hz, double diameterMm, double celsius = 20.0);

// Diameter of the pipe `steps` semitones above the stop's lowest C, for a scale that
// halves its diameter on the 17th pipe (16 semitones up), the usual normal scale.
double scaleDiameter(double lowCDiameterMm, int steps);

}  // namespace organ
