package fares

// Period is the time band a journey starts in.
type Period int

const (
	OffPeak Period = iota
	Peak
)

const (
	baseFare         = 180 // pence for a journey within one zone
	perExtraZone     = 60  // pence for each further zone touched
	peakSurchargePct = 25  // percent added at peak
)

// ZonesTouched counts the zones from the lower to the higher, both included.
func ZonesTouched(a, b int) int {
	if a > b {
		a, b = b, a
	}
	return b - a + 1
}

// Quote prices a single journey between two stations, in pence.
func Quote(from, to string, period Period) (int, error) {
	za, err := ZoneOf(from)
	if err != nil {
		return 0, err
	}
	zb, err := ZoneOf(to)
	if err != nil {
		return 0, err
	}
	return priceFor(ZonesTouched(za, zb), period), nil
}

func priceFor(zones int, period Period) int {
	price := baseFare + (zones-1)*perExtraZone
	if period == Peak {
		price += roundedPercent(price, peakSurchargePct)
	}
	return price
}

// roundedPercent is pct percent of pence, rounded half up to a whole penny.
func roundedPercent(pence, pct int) int {
	return (pence*pct + 50) / 100
}
