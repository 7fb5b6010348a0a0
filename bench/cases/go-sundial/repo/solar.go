package sundial

import (
	"math"
	"time"
)

// DayOfYear is the day number n (1 on 1 January) used by the solar formulas.
func DayOfYear(t time.Time) int { return t.YearDay() }

// Declination is the sun's declination in degrees on day n (Cooper's formula,
// good to about half a degree, which is finer than any dial plate).
func Declination(n int) float64 {
	return 23.45 * math.Sin(rad(360.0/365.0*float64(284+n)))
}

// EquationOfTime is apparent minus mean solar time in minutes on day n:
// positive when the dial is ahead of a mean-time clock (early November).
func EquationOfTime(n int) float64 {
	b := rad(360.0 / 365.0 * float64(n-81))
	return 9.87*math.Sin(2*b) - 7.53*math.Cos(b) - 1.5*math.Sin(b)
}
