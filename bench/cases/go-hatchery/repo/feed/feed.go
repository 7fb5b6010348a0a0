// Package feed works out daily rations for rainbow trout from the feed table: a percentage of body
// weight per day that depends on the size of the fish and the water temperature.
package feed

import (
	"fmt"
	"math"
)

// Temps are the water temperatures (°C) of the table's columns.
var Temps = []float64{4, 6, 8, 10, 12, 14, 16}

// Band is one row of the feed table: fish from FromG grams up to the next band's FromG, with the
// daily ration as a percentage of body weight at each of Temps.
type Band struct {
	FromG   float64
	Pellet  string
	Percent []float64
}

// Table is the feed table, smallest fish first. Fish lighter than the first band feed as that band.
var Table = []Band{
	{1, "1.0 mm crumb", []float64{1.8, 2.4, 3.0, 3.6, 4.2, 4.6, 4.4}},
	{5, "1.5 mm", []float64{1.4, 1.9, 2.4, 2.9, 3.3, 3.6, 3.4}},
	{20, "2 mm", []float64{1.1, 1.5, 1.9, 2.3, 2.6, 2.8, 2.7}},
	{50, "3 mm", []float64{0.9, 1.2, 1.5, 1.8, 2.0, 2.2, 2.1}},
	{150, "4.5 mm", []float64{0.7, 0.9, 1.2, 1.4, 1.6, 1.7, 1.6}},
	{400, "6 mm", []float64{0.5, 0.7, 0.9, 1.1, 1.2, 1.3, 1.2}},
}

// BandFor returns the table row for fish of the given mean weight.
func BandFor(weightG float64) Band {
	b := Table[0]
	for _, row := range Table {
		if weightG >= row.FromG {
			b = row
		}
	}
	return b
}

// RatePercent is the daily ration in percent of body weight, read from the fish's band and
// interpolated between the two temperature columns either side; outside the table the end column holds.
func RatePercent(weightG, tempC float64) float64 {
	row := BandFor(weightG).Percent
	if tempC <= Temps[0] {
		return row[0]
	}
	last := len(Temps) - 1
	if tempC >= Temps[last] {
		return row[last]
	}
	i := 0
	for i < last-1 && tempC >= Temps[i+1] {
		i++
	}
	f := (tempC - Temps[i]) / (Temps[i+1] - Temps[i])
	return row[i] + f*(row[i+1]-row[i])
}

// Ration is the day's feed in kg for a biomass (kg) of fish of the given mean weight.
func Ration(biomassKg, weightG, tempC float64) float64 {
	return biomassKg * RatePercent(weightG, tempC) / 100
}

// FCR is the feed conversion ratio: kg of feed given per kg of weight gained.
func FCR(feedKg, gainKg float64) (float64, error) {
	if gainKg <= 0 {
		return 0, fmt.Errorf("feed: no weight gained (%.1f kg), no FCR", gainKg)
	}
	return math.Round(feedKg/gainKg*100) / 100, nil
}
