package sundial

import "fmt"

// Line is one hour line to mark on a plate.
type Line struct {
	Label string  // Roman numeral of the hour, as cut on the plate
	Hour  float64 // solar hour
	Angle float64 // degrees from the noon line, morning negative
}

var roman = []string{"XII", "I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI"}

// RomanHour is the numeral cut for a whole solar hour; dials traditionally
// cut four as IIII.
func RomanHour(hour int) string {
	return roman[((hour%12)+12)%12]
}

// Plate lists the hour lines from hour `from` to hour `to` inclusive, every
// `step` minutes (60 for hours only, 30 for half hours). Half-hour lines get
// no numeral.
func Plate(kind Kind, lat float64, from, to, step int) ([]Line, error) {
	if step <= 0 || 60%step != 0 {
		return nil, fmt.Errorf("sundial: step %d does not divide an hour", step)
	}
	if from < 0 || to > 24 || from > to {
		return nil, fmt.Errorf("sundial: hours %d-%d out of range", from, to)
	}
	var lines []Line
	for m := from * 60; m <= to*60; m += step {
		h := float64(m) / 60
		label := ""
		if m%60 == 0 {
			label = RomanHour(m / 60)
		}
		lines = append(lines, Line{Label: label, Hour: h, Angle: HourLineAngle(kind, lat, h)})
	}
	return lines, nil
}
