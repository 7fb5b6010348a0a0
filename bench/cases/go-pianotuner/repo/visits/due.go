package visits

import "time"

// Interval between tunings: six months for a home piano, three for a concert instrument.
func Interval(p Piano) (months int) {
	if p.Concert {
		return 3
	}
	return 6
}

// NextDue is the date the next tuning is due after a visit.
func NextDue(v Visit) time.Time {
	return v.On.AddDate(0, Interval(v.Piano), 0)
}
