// Package units holds the distances and durations a race is measured in.
package units

import (
	"fmt"
	"math"
	"time"
)

// Distance is a length in metres.
type Distance float64

const metersPerNM = 1852.0

// NM is a distance of n nautical miles.
func NM(n float64) Distance { return Distance(n * metersPerNM) }

// Km is a distance of n kilometres.
func Km(n float64) Distance { return Distance(n * 1000) }

// Kilometers is the distance in kilometres.
func (d Distance) Kilometers() float64 { return float64(d) / 1000 }

// NauticalMiles is the distance in nautical miles.
func (d Distance) NauticalMiles() float64 { return float64(d) / metersPerNM }

// String prints the distance in nautical miles to two places, as the sailing instructions do.
func (d Distance) String() string { return fmt.Sprintf("%.2f nm", float64(d)/metersPerNM) }

// Knots is the speed in knots of a distance sailed in a duration.
func Knots(d Distance, t time.Duration) float64 {
	if t <= 0 {
		return 0
	}
	return d.NauticalMiles() / t.Hours()
}

// Clock prints a duration as H:MM:SS, rounded to the second.
func Clock(t time.Duration) string {
	s := int64(math.Round(t.Seconds()))
	sign := ""
	if s < 0 {
		sign, s = "-", -s
	}
	return fmt.Sprintf("%s%d:%02d:%02d", sign, s/3600, s/60%60, s%60)
}
