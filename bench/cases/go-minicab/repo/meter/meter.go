// Package meter works out the fare for a finished journey the way the
// council-approved taximeter does.
package meter

import (
	"fmt"
	"math"
	"time"

	"minicab/tariff"
)

// Trip is a finished journey as the meter saw it.
type Trip struct {
	Start       time.Time
	Miles       float64 // distance driven with the meter running
	WaitMinutes float64 // time stationary or crawling, billed by the minute
	Passengers  int
}

// ExtraPassengerFee is charged for each passenger beyond the fourth.
const ExtraPassengerFee = 50

// Breakdown shows how a fare was made up. Amounts are in pence.
type Breakdown struct {
	Tariff   string
	FlagFall int64
	Distance int64
	Waiting  int64
	Extras   int64
	Total    int64 // after the minimum and rounding up to 10p
}

// Fare prices a trip on the tariff that applies at its start.
func Fare(trip Trip, table tariff.Table) (Breakdown, error) {
	if trip.Miles < 0 || trip.WaitMinutes < 0 {
		return Breakdown{}, fmt.Errorf("meter: negative distance or waiting time")
	}
	if trip.Passengers < 1 {
		return Breakdown{}, fmt.Errorf("meter: a trip needs at least one passenger")
	}
	t := table.For(trip.Start)
	b := Breakdown{
		Tariff:   t.Name,
		FlagFall: t.FlagFall,
		Distance: startedUnits(trip.Miles*10) * (t.PerMile / 10),
		Waiting:  startedUnits(trip.WaitMinutes) * t.PerWaitMinute,
	}
	if extra := trip.Passengers - 4; extra > 0 {
		b.Extras += int64(extra) * ExtraPassengerFee
	}
	total := b.FlagFall + b.Distance + b.Waiting + b.Extras
	if total < t.Minimum {
		total = t.Minimum
	}
	b.Total = roundUpTo10(total)
	return b, nil
}

// startedUnits counts a started unit as a whole one, without letting float
// noise such as 7.000000000000001 start another.
func startedUnits(x float64) int64 {
	return int64(math.Ceil(x - 1e-9))
}

func roundUpTo10(pence int64) int64 {
	return (pence + 9) / 10 * 10
}

// Format prints pence as pounds, e.g. 1230 as £12.30.
func Format(pence int64) string {
	sign := ""
	if pence < 0 {
		sign, pence = "-", -pence
	}
	return fmt.Sprintf("%s£%d.%02d", sign, pence/100, pence%100)
}
