// Package delivery works out delivery charges by postcode and plans the
// lorry's trips out of the yard.
package delivery

import (
	"fmt"
	"sort"
	"strings"

	"example.com/coalyard/pricing"
)

// Zone is a group of postcode districts with one delivery charge.
type Zone struct {
	Name       string
	Districts  []string
	Charge     pricing.Money
	FreeOverKg float64 // loads of at least this weight go free; 0 means never
}

// Zones are the areas the yard delivers to, nearest first.
var Zones = []Zone{
	{Name: "Town", Districts: []string{"SK17", "SK23"}, Charge: 0},
	{Name: "Valley", Districts: []string{"SK22", "S33", "DE45"}, Charge: 650, FreeOverKg: 500},
	{Name: "Moors", Districts: []string{"S32", "HD9", "SK13"}, Charge: 1500, FreeOverKg: 1000},
}

// District is the outward part of a postcode ("SK17 6AB" -> "SK17").
func District(postcode string) string {
	pc := strings.ToUpper(strings.TrimSpace(postcode))
	if i := strings.IndexByte(pc, ' '); i >= 0 {
		return pc[:i]
	}
	// Without a space the inward code is always the last three characters.
	if len(pc) > 4 {
		return pc[:len(pc)-3]
	}
	return pc
}

// ZoneFor finds the zone a postcode is in.
func ZoneFor(postcode string) (Zone, error) {
	d := District(postcode)
	for _, z := range Zones {
		for _, zd := range z.Districts {
			if zd == d {
				return z, nil
			}
		}
	}
	return Zone{}, fmt.Errorf("delivery: we do not deliver to %s", d)
}

// ChargeFor is the zone's charge for a load of kg.
func (z Zone) ChargeFor(kg float64) pricing.Money {
	if z.FreeOverKg > 0 && kg >= z.FreeOverKg {
		return 0
	}
	return z.Charge
}

// Drop is one customer's load on a trip.
type Drop struct {
	Ref      string
	Postcode string
	Kg       float64
}

// Trip is one run of the lorry: drops in a single zone within its payload.
type Trip struct {
	Zone  string
	Drops []Drop
	Kg    float64
}

// Plan packs the drops into trips. Each trip stays in one zone, and within a
// zone the heaviest drops are placed first, each on the first trip with room.
func Plan(drops []Drop, payloadKg float64) ([]Trip, error) {
	byZone := map[string][]Drop{}
	var order []string
	for _, d := range drops {
		if d.Kg > payloadKg {
			return nil, fmt.Errorf("delivery: %s weighs %.0f kg, more than the lorry carries", d.Ref, d.Kg)
		}
		z, err := ZoneFor(d.Postcode)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", d.Ref, err)
		}
		if _, seen := byZone[z.Name]; !seen {
			order = append(order, z.Name)
		}
		byZone[z.Name] = append(byZone[z.Name], d)
	}
	var trips []Trip
	for _, name := range order {
		zd := byZone[name]
		sort.SliceStable(zd, func(i, j int) bool { return zd[i].Kg > zd[j].Kg })
		var zoneTrips []Trip
		for _, d := range zd {
			placed := false
			for i := range zoneTrips {
				if zoneTrips[i].Kg+d.Kg <= payloadKg {
					zoneTrips[i].Drops = append(zoneTrips[i].Drops, d)
					zoneTrips[i].Kg += d.Kg
					placed = true
					break
				}
			}
			if !placed {
				zoneTrips = append(zoneTrips, Trip{Zone: name, Drops: []Drop{d}, Kg: d.Kg})
			}
		}
		trips = append(trips, zoneTrips...)
	}
	return trips, nil
}
