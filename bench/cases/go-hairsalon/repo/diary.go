package hairsalon

import (
	"errors"
	"fmt"
	"sort"
	"time"
)

// Status is where an appointment stands.
type Status int

const (
	Booked Status = iota
	Done
	NoShow
	Cancelled
)

func (s Status) String() string {
	switch s {
	case Booked:
		return "booked"
	case Done:
		return "done"
	case NoShow:
		return "no-show"
	case Cancelled:
		return "cancelled"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// Appointment is one client booked with one stylist for one service.
type Appointment struct {
	ID      int
	Client  string
	Stylist string
	Service string
	Start   time.Time
	Status  Status
}

var (
	ErrClash      = errors.New("the stylist is busy then")
	ErrOffRota    = errors.New("the stylist is not working then")
	ErrNotTrained = errors.New("the stylist does not do that service")
	ErrNoSuchAppt = errors.New("no such appointment")
)

// Diary is the appointment book.
type Diary struct {
	menu   Menu
	team   Team
	appts  []Appointment
	nextID int
}

// NewDiary opens an empty diary for a menu and a team.
func NewDiary(menu Menu, team Team) *Diary {
	return &Diary{menu: menu, team: team, nextID: 1}
}

type span struct{ from, to time.Time }

func (s span) overlaps(o span) bool {
	return s.from.Before(o.to) && o.from.Before(s.to)
}

// busy returns the times an appointment keeps its stylist's hands full.
func (d *Diary) busy(a Appointment) []span {
	s := d.menu[a.Service]
	return []span{{a.Start, a.Start.Add(s.Duration())}}
}

// active reports whether an appointment still takes up time in the diary.
func active(a Appointment) bool {
	return a.Status == Booked || a.Status == Done
}

// Book adds an appointment, checking the stylist's skills, rota and diary.
func (d *Diary) Book(client, stylist, code string, start time.Time) (Appointment, error) {
	st, err := d.team.Get(stylist)
	if err != nil {
		return Appointment{}, err
	}
	svc, err := d.menu.Lookup(code)
	if err != nil {
		return Appointment{}, err
	}
	if !st.CanDo(svc) {
		return Appointment{}, fmt.Errorf("%s, %s: %w", stylist, svc.Name, ErrNotTrained)
	}
	if !st.Works(start, svc.Duration()) {
		return Appointment{}, fmt.Errorf("%s at %s: %w", stylist, start.Format("Mon 15:04"), ErrOffRota)
	}
	a := Appointment{Client: client, Stylist: stylist, Service: code, Start: start}
	if d.clashes(a) {
		return Appointment{}, fmt.Errorf("%s at %s: %w", stylist, start.Format("Mon 15:04"), ErrClash)
	}
	a.ID = d.nextID
	d.nextID++
	d.appts = append(d.appts, a)
	return a, nil
}

func (d *Diary) clashes(a Appointment) bool {
	mine := d.busy(a)
	for _, b := range d.appts {
		if b.Stylist != a.Stylist || !active(b) {
			continue
		}
		for _, x := range d.busy(b) {
			for _, y := range mine {
				if x.overlaps(y) {
					return true
				}
			}
		}
	}
	return false
}

func (d *Diary) find(id int) (*Appointment, error) {
	for i := range d.appts {
		if d.appts[i].ID == id {
			return &d.appts[i], nil
		}
	}
	return nil, fmt.Errorf("appointment %d: %w", id, ErrNoSuchAppt)
}

// SetStatus records what happened to an appointment.
func (d *Diary) SetStatus(id int, s Status) error {
	a, err := d.find(id)
	if err != nil {
		return err
	}
	a.Status = s
	return nil
}

// Get returns an appointment by id.
func (d *Diary) Get(id int) (Appointment, error) {
	a, err := d.find(id)
	if err != nil {
		return Appointment{}, err
	}
	return *a, nil
}

// Day lists the appointments on the calendar day of t, by start time then stylist.
func (d *Diary) Day(t time.Time) []Appointment {
	y, m, dd := t.Date()
	var out []Appointment
	for _, a := range d.appts {
		ay, am, ad := a.Start.Date()
		if ay == y && am == m && ad == dd {
			out = append(out, a)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Start.Equal(out[j].Start) {
			return out[i].Start.Before(out[j].Start)
		}
		return out[i].Stylist < out[j].Stylist
	})
	return out
}

// FreeSlots lists the start times on the day of t, every step, at which the
// stylist could take the service.
func (d *Diary) FreeSlots(stylist, code string, t time.Time, step time.Duration) ([]time.Time, error) {
	st, err := d.team.Get(stylist)
	if err != nil {
		return nil, err
	}
	svc, err := d.menu.Lookup(code)
	if err != nil {
		return nil, err
	}
	sh, ok := st.ShiftOn(t)
	if !ok || !st.CanDo(svc) {
		return nil, nil
	}
	y, m, dd := t.Date()
	var out []time.Time
	for at := time.Date(y, m, dd, 0, sh.Start, 0, 0, t.Location()); ; at = at.Add(step) {
		if !st.Works(at, svc.Duration()) {
			if minuteOfDay(at) >= sh.End {
				break
			}
			continue
		}
		probe := Appointment{Stylist: stylist, Service: code, Start: at}
		if !d.clashes(probe) {
			out = append(out, at)
		}
	}
	return out, nil
}
