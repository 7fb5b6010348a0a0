package freight

import "fmt"

// Tariff prices a zone: a base price for the first kilogram and a price per further kilogram, in pence.
type Tariff struct {
	BasePence   int
	PerKgPence  int
	MaxWeightKg float64
}

// Tariffs is the standard price list.
var Tariffs = map[Zone]Tariff{
	ZoneLocal:    {BasePence: 450, PerKgPence: 40, MaxWeightKg: 30},
	ZoneRegional: {BasePence: 595, PerKgPence: 55, MaxWeightKg: 30},
	ZoneNational: {BasePence: 795, PerKgPence: 70, MaxWeightKg: 30},
	ZoneRemote:   {BasePence: 1495, PerKgPence: 120, MaxWeightKg: 20},
}

// Quote is the price of sending one parcel.
type Quote struct {
	Zone         Zone
	ChargeableKg float64
	Pence        int
}

// QuoteFor prices a parcel to a postcode from a depot area.
func QuoteFor(p Parcel, postcode, depotArea string) (Quote, error) {
	zone, err := ZoneFor(postcode, depotArea)
	if err != nil {
		return Quote{}, err
	}
	kg, err := p.ChargeableKg()
	if err != nil {
		return Quote{}, err
	}
	t, ok := Tariffs[zone]
	if !ok {
		return Quote{}, fmt.Errorf("freight: no tariff for zone %v", zone)
	}
	if kg > t.MaxWeightKg {
		return Quote{}, fmt.Errorf("freight: %.1f kg is over the %v limit of %.0f kg", kg, zone, t.MaxWeightKg)
	}
	return Quote{Zone: zone, ChargeableKg: kg, Pence: t.price(kg)}, nil
}

func (t Tariff) price(kg float64) int {
	extra := wholeKilos(kg) - 1
	if extra < 0 {
		extra = 0
	}
	return t.BasePence + extra*t.PerKgPence
}
