package tiles

import (
	"fmt"
	"sort"

	"roofquote/money"
)

// Catalogue is the merchant's current list, by product code.
var Catalogue = map[string]Tile{
	"CI-MOD": {
		Code: "CI-MOD", Name: "Concrete interlocking, flat profile",
		Length: 420, CoverWidth: 300, MinHeadlap: 75, MinPitch: 17.5,
		Lap: SingleLap, Each: money.Pounds(1, 62), Labour: money.Pounds(18, 0),
	},
	"CI-DBR": {
		Code: "CI-DBR", Name: "Concrete double roman",
		Length: 418, CoverWidth: 300, MinHeadlap: 75, MinPitch: 17.5,
		Lap: SingleLap, Each: money.Pounds(1, 48), Labour: money.Pounds(18, 0),
	},
	"CP-PLN": {
		Code: "CP-PLN", Name: "Clay plain tile, smooth red",
		Length: 265, CoverWidth: 165, MinHeadlap: 65, MinPitch: 35,
		Lap: DoubleLap, Each: money.Pence(74), Labour: money.Pounds(34, 0),
	},
	"NS-500": {
		Code: "NS-500", Name: "Natural slate 500 x 250",
		Length: 500, CoverWidth: 250, MinHeadlap: 75, MinPitch: 22.5,
		Lap: DoubleLap, Each: money.Pounds(2, 15), Labour: money.Pounds(30, 0),
	},
}

// Lookup finds a tile by its product code.
func Lookup(code string) (Tile, error) {
	t, ok := Catalogue[code]
	if !ok {
		return Tile{}, fmt.Errorf("tiles: no product %q", code)
	}
	return t, nil
}

// Codes lists the product codes in order.
func Codes() []string {
	codes := make([]string, 0, len(Catalogue))
	for c := range Catalogue {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	return codes
}
