// Package fleet keeps the circuit's karts: classes, engine hours and servicing, and which kart a
// driver gets.
package fleet

import (
	"fmt"
	"math"
	"sort"
)

// Class of kart.
type Class int

const (
	Cadet  Class = iota // 8 to 11 years, 120 cc
	Junior              // 12 to 15 years, 200 cc
	Adult               // 16 and over, 270 cc
	Twin                // two-seater for a driver with a passenger
)

func (c Class) String() string {
	switch c {
	case Cadet:
		return "cadet"
	case Junior:
		return "junior"
	case Adult:
		return "adult"
	case Twin:
		return "twin"
	}
	return fmt.Sprintf("Class(%d)", int(c))
}

// ServiceInterval is the engine hours between services for each class.
var ServiceInterval = map[Class]float64{
	Cadet:  40,
	Junior: 30,
	Adult:  25,
	Twin:   25,
}

// Kart is one kart of the fleet.
type Kart struct {
	Number      int
	Class       Class
	EngineHours float64
	LastService float64 // engine hours at the last service
	OutOfUse    bool
}

// HoursToService is how many engine hours the kart can still run before its next service; it is
// negative when the service is overdue.
func (k Kart) HoursToService() float64 {
	return k.LastService + ServiceInterval[k.Class] - k.EngineHours
}

// ServiceDue reports whether the kart is within `margin` hours of its service or past it.
func (k Kart) ServiceDue(margin float64) bool {
	return k.HoursToService() <= margin
}

// Fleet is the circuit's karts by number.
type Fleet map[int]*Kart

// Run adds the engine time of a session to the karts that ran in it.
func (f Fleet) Run(karts []int, minutes float64) error {
	for _, n := range karts {
		k, ok := f[n]
		if !ok {
			return fmt.Errorf("no kart %d", n)
		}
		k.EngineHours += minutes / 60
	}
	return nil
}

// DueForService lists the karts in service that are within margin hours of a service, the most
// overdue first.
func (f Fleet) DueForService(margin float64) []*Kart {
	var due []*Kart
	for _, k := range f {
		if !k.OutOfUse && k.ServiceDue(margin) {
			due = append(due, k)
		}
	}
	sort.Slice(due, func(i, j int) bool {
		hi, hj := due[i].HoursToService(), due[j].HoursToService()
		if hi != hj {
			return hi < hj
		}
		return due[i].Number < due[j].Number
	})
	return due
}

// Assign gives each driver a free kart of their class, the one with the fewest engine hours first
// so that the fleet wears evenly. It fails when a class runs out of karts.
func (f Fleet) Assign(drivers map[string]Class) (map[string]int, error) {
	names := make([]string, 0, len(drivers))
	for name := range drivers {
		names = append(names, name)
	}
	sort.Strings(names)
	free := map[Class][]*Kart{}
	for _, k := range f {
		if !k.OutOfUse {
			free[k.Class] = append(free[k.Class], k)
		}
	}
	for c := range free {
		ks := free[c]
		sort.Slice(ks, func(i, j int) bool {
			if ks[i].EngineHours != ks[j].EngineHours {
				return ks[i].EngineHours < ks[j].EngineHours
			}
			return ks[i].Number < ks[j].Number
		})
	}
	out := map[string]int{}
	for _, name := range names {
		c := drivers[name]
		if len(free[c]) == 0 {
			return nil, fmt.Errorf("no %s kart left for %s", c, name)
		}
		out[name] = free[c][0].Number
		free[c] = free[c][1:]
	}
	return out, nil
}

// MinimumWeight is the class's minimum weight of driver in race kit, in kilograms.
var MinimumWeight = map[Class]float64{
	Cadet:  35,
	Junior: 50,
	Adult:  80,
}

// PlateKg is the weight of one ballast plate.
const PlateKg = 2.5

// Ballast returns the number of plates a driver of the given weight carries to reach the class
// minimum (never negative). Twin karts carry no ballast.
func Ballast(c Class, driverKg float64) int {
	min, ok := MinimumWeight[c]
	if !ok || driverKg >= min {
		return 0
	}
	return int(math.Ceil((min - driverKg) / PlateKg))
}
