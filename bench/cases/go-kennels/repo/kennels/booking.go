package kennels

import (
	"errors"
	"fmt"
	"sort"
)

// Booking is one household's dogs staying together.
type Booking struct {
	Ref   string
	Owner string
	Dogs  []Dog
	Stay  Stay
	// SharedRun asks for the household's dogs to share one run.
	SharedRun bool
}

// Validate checks the booking has dogs and that their vaccinations cover the stay.
func (b Booking) Validate() error {
	if len(b.Dogs) == 0 {
		return fmt.Errorf("booking %s has no dogs", b.Ref)
	}
	var errs []error
	for _, d := range b.Dogs {
		for _, p := range CheckVaccinations(d, b.Stay) {
			errs = append(errs, errors.New(p.String()))
		}
	}
	return errors.Join(errs...)
}

// LargestSize is the size of the biggest dog in the booking.
func (b Booking) LargestSize() Size {
	largest := Small
	for _, d := range b.Dogs {
		if d.Size() > largest {
			largest = d.Size()
		}
	}
	return largest
}

// Run is one kennel run: its size and how many dogs of one household it sleeps.
type Run struct {
	ID     string
	Size   Size
	Places int
}

// Allocation is the runs given to each booking, by booking reference.
type Allocation map[string][]string

type taken struct {
	run  string
	stay Stay
}

// Allocate gives every booking its runs, earliest arrival first. A shared
// booking takes one run big enough for its largest dog with a place for every
// dog; otherwise each dog gets a run of its own. The smallest run that fits is
// used, so the big runs stay free for big dogs.
func Allocate(runs []Run, bookings []Booking) (Allocation, error) {
	ordered := append([]Run(nil), runs...)
	sort.SliceStable(ordered, func(i, j int) bool {
		if ordered[i].Size != ordered[j].Size {
			return ordered[i].Size < ordered[j].Size
		}
		return ordered[i].Places < ordered[j].Places
	})
	queue := append([]Booking(nil), bookings...)
	sort.SliceStable(queue, func(i, j int) bool { return queue[i].Stay.Arrival.Before(queue[j].Stay.Arrival) })

	var used []taken
	free := func(r Run, s Stay) bool {
		for _, t := range used {
			if t.run == r.ID && t.stay.Overlaps(s) {
				return false
			}
		}
		return true
	}
	pick := func(size Size, places int, s Stay) (string, bool) {
		for _, r := range ordered {
			if r.Size >= size && r.Places >= places && free(r, s) {
				used = append(used, taken{r.ID, s})
				return r.ID, true
			}
		}
		return "", false
	}

	alloc := Allocation{}
	for _, b := range queue {
		if b.SharedRun {
			id, ok := pick(b.LargestSize(), len(b.Dogs), b.Stay)
			if !ok {
				return nil, fmt.Errorf("no %s run for %d dogs free for booking %s", b.LargestSize(), len(b.Dogs), b.Ref)
			}
			alloc[b.Ref] = []string{id}
			continue
		}
		for _, d := range b.Dogs {
			id, ok := pick(d.Size(), 1, b.Stay)
			if !ok {
				return nil, fmt.Errorf("no %s run free for %s (booking %s)", d.Size(), d.Name, b.Ref)
			}
			alloc[b.Ref] = append(alloc[b.Ref], id)
		}
	}
	return alloc, nil
}
