// Package sundial lays out the hour lines of garden sundials and converts
// between what a dial reads (local apparent solar time) and the clock.
package sundial

import "math"

// rad converts degrees to radians.
func rad(d float64) float64 { return d * math.Pi / 180 }

// deg converts radians to degrees.
func deg(r float64) float64 { return r * 180 / math.Pi }

// hourAngle is the sun's hour angle in degrees for a solar hour (0-24):
// 0 at solar noon, 15 degrees per hour, negative in the morning.
func hourAngle(solarHour float64) float64 { return 15 * (solarHour - 12) }

// wrapMinutes brings a time of day in minutes into [0, 1440).
func wrapMinutes(m float64) float64 {
	m = math.Mod(m, 1440)
	if m < 0 {
		m += 1440
	}
	return m
}
