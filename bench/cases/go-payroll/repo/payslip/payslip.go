// Package payslip computes a week's gross pay from shifts and a pay rate.
package payslip

import (
	"fmt"
	"strings"

	"example.com/payroll/hours"
	"example.com/payroll/money"
)

// Rate is an employee's pay terms.
type Rate struct {
	Hourly         money.Cents // base pay per hour
	OvertimeBP     int64       // overtime multiplier in basis points (15000 = time and a half)
	NightLoadingBP int64       // extra loading on night minutes in basis points (2500 = +25%)
}

// Slip is one week's payslip.
type Slip struct {
	Ordinary money.Cents
	Overtime money.Cents
	Night    money.Cents
}

// Gross is the total pay on the slip.
func (s Slip) Gross() money.Cents {
	return s.Ordinary + s.Overtime + s.Night
}

// perMinute pays minutes at an hourly amount.
func perMinute(hourly money.Cents, minutes int) money.Cents {
	return money.MulRate(hourly, int64(minutes)*10000/60)
}

// Compute builds the payslip for a week of shifts.
func Compute(r Rate, shifts []hours.Shift) Slip {
	w := hours.Split(shifts)
	return Slip{
		Ordinary: perMinute(r.Hourly, w.Ordinary),
		Overtime: money.MulRate(perMinute(r.Hourly, w.Overtime), r.OvertimeBP),
		Night:    money.MulRate(perMinute(r.Hourly, w.Night), r.NightLoadingBP),
	}
}

// Render prints the slip as aligned lines.
func (s Slip) Render() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s %10s\n", "ordinary", s.Ordinary)
	fmt.Fprintf(&b, "%-10s %10s\n", "overtime", s.Overtime)
	fmt.Fprintf(&b, "%-10s %10s\n", "night", s.Night)
	fmt.Fprintf(&b, "%-10s %10s\n", "gross", s.Gross())
	return b.String()
}
