// Package price values finished stones: a price per carat by species and grade, with a premium for size.
package price

import (
	"fmt"

	"example.org/lapidary/stone"
)

// Cents is money in cents.
type Cents int64

func (c Cents) String() string {
	return fmt.Sprintf("%d.%02d", c/100, c%100)
}

// perCarat is the price of one carat of an A-grade stone under a carat.
var perCarat = map[stone.Species]Cents{
	stone.Ruby:     90000,
	stone.Sapphire: 70000,
	stone.Emerald:  60000,
	stone.Garnet:   8000,
	stone.Opal:     15000,
}

// gradeFactor in percent.
var gradeFactor = map[stone.Grade]int64{"A": 100, "AA": 160, "AAA": 250}

// sizeFactor in percent: larger stones fetch more per carat.
func sizeFactor(mg int) int64 {
	switch {
	case mg >= 1000:
		return 200
	case mg >= 400:
		return 150
	case mg >= 200:
		return 120
	}
	return 100
}

// Value of a finished stone, rounded to the cent.
func Value(s stone.Stone) Cents {
	mg := int64(s.Finished)
	base := int64(perCarat[s.Species])
	v := base * mg * gradeFactor[s.Grade] * sizeFactor(int(s.Finished))
	// mg/200 carats, two factors in percent
	return Cents((v + 1000000) / 2000000)
}
