// Package obs parses a weather station's observation lines and summarises them.
package obs

import "time"

// Reading is one observation, in hPa, degrees Celsius and knots.
type Reading struct {
	At        time.Time
	Pressure  float64
	TempC     float64
	WindDir   string
	WindKnots float64
}
