package orders

import (
	"fmt"
	"sort"
	"time"

	"bloodbank/inventory"
)

// CrossmatchHold is how long crossmatched red cells stay reserved for a
// patient before they go back on the shelf.
const CrossmatchHold = 72 * time.Hour

// Reservation is a set of units held for one patient.
type Reservation struct {
	Patient string
	Units   []inventory.Unit
	Until   time.Time
}

// Fridge holds crossmatched units aside from the open stock.
type Fridge struct {
	stock *inventory.Stock
	held  map[string]Reservation
}

// NewFridge returns a reservation fridge drawing on s.
func NewFridge(s *inventory.Stock) *Fridge {
	return &Fridge{stock: s, held: make(map[string]Reservation)}
}

// Reserve crossmatches red cells for a request and holds them for the
// patient. A patient has at most one reservation at a time.
func (f *Fridge) Reserve(r Request, t time.Time) (Reservation, error) {
	if _, ok := f.held[r.Patient]; ok {
		return Reservation{}, fmt.Errorf("patient %s already has units held", r.Patient)
	}
	if r.Component != inventory.RedCells {
		return Reservation{}, fmt.Errorf("only red cells are crossmatched, not %s", r.Component)
	}
	a := Allocate(f.stock, r, t)
	if len(a.Issued) == 0 {
		return Reservation{}, fmt.Errorf("no compatible red cells for %s", r.Patient)
	}
	res := Reservation{Patient: r.Patient, Units: a.Issued, Until: t.Add(CrossmatchHold)}
	f.held[r.Patient] = res
	return res, nil
}

// Issue hands a patient's held units to the ward.
func (f *Fridge) Issue(patient string) ([]inventory.Unit, error) {
	res, ok := f.held[patient]
	if !ok {
		return nil, fmt.Errorf("nothing held for %s", patient)
	}
	delete(f.held, patient)
	return res.Units, nil
}

// Release returns reservations that have run out by time t to the open
// stock, and reports the patients whose units were released, sorted.
func (f *Fridge) Release(t time.Time) ([]string, error) {
	var patients []string
	for p, res := range f.held {
		if t.Before(res.Until) {
			continue
		}
		for _, u := range res.Units {
			if err := f.stock.Add(u); err != nil {
				return patients, err
			}
		}
		delete(f.held, p)
		patients = append(patients, p)
	}
	sort.Strings(patients)
	return patients, nil
}

// Held is the number of units in the fridge.
func (f *Fridge) Held() int {
	n := 0
	for _, res := range f.held {
		n += len(res.Units)
	}
	return n
}
