package pitch

import "math"

// Frequency of a key in equal temperament with A4 at a4 Hz.
func Frequency(key int, a4 float64) float64 {
	return a4 * math.Pow(2, float64(key-A4Key)/12)
}

// Cents from target to measured: positive when the string is sharp.
func Cents(measured, target float64) float64 {
	return 1200 * math.Log2(measured/target)
}

// Round1 rounds to one decimal place, as the tuning sheets print.
func Round1(x float64) float64 {
	return math.Round(x*10) / 10
}
