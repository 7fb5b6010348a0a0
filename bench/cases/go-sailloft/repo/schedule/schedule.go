// Package schedule plans the loft floor: jobs are worked one after another
// in order of due date, a fixed number of bench hours a working day.
package schedule

import (
	"fmt"
	"math"
	"sort"
	"time"
)

// Job is a sail to make or repair.
type Job struct {
	Ref      string
	Customer string
	Due      time.Time
	Hours    float64
	Rush     bool // paid to jump the queue
}

// Board is the loft's work board.
type Board struct {
	HoursPerDay float64
	Holidays    map[string]bool // "2006-01-02"
	Jobs        []Job
}

// NewBoard makes a board with the given bench hours a day.
func NewBoard(hoursPerDay float64) *Board {
	return &Board{HoursPerDay: hoursPerDay, Holidays: map[string]bool{}}
}

// Date is midnight UTC on the given day.
func Date(y int, m time.Month, d int) time.Time {
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Holiday closes the loft on a day.
func (b *Board) Holiday(d time.Time) {
	b.Holidays[d.Format("2006-01-02")] = true
}

// Add puts a job on the board.
func (b *Board) Add(j Job) error {
	if j.Hours <= 0 {
		return fmt.Errorf("job %s: hours must be positive", j.Ref)
	}
	for _, o := range b.Jobs {
		if o.Ref == j.Ref {
			return fmt.Errorf("job %s already on the board", j.Ref)
		}
	}
	b.Jobs = append(b.Jobs, j)
	return nil
}

// IsWorkingDay is Monday to Friday, holidays excepted.
func (b *Board) IsWorkingDay(d time.Time) bool {
	if wd := d.Weekday(); wd == time.Saturday || wd == time.Sunday {
		return false
	}
	return !b.Holidays[d.Format("2006-01-02")]
}

// WorkingDaysBetween counts the working days after from, up to and including
// to. It is zero when to is not after from.
func (b *Board) WorkingDaysBetween(from, to time.Time) int {
	n := 0
	for d := from.AddDate(0, 0, 1); !d.After(to); d = d.AddDate(0, 0, 1) {
		if b.IsWorkingDay(d) {
			n++
		}
	}
	return n
}

// AddWorkingDays is the date n working days after from.
func (b *Board) AddWorkingDays(from time.Time, n int) time.Time {
	d := from
	for n > 0 {
		d = d.AddDate(0, 0, 1)
		if b.IsWorkingDay(d) {
			n--
		}
	}
	return d
}

// DaysOfWork is how many working days a job occupies the bench.
func (b *Board) DaysOfWork(j Job) int {
	return int(math.Ceil(j.Hours / b.HoursPerDay))
}

// Order is the jobs in the order they will be worked: rush jobs first, then by
// due date, then by reference.
func (b *Board) Order() []Job {
	jobs := append([]Job(nil), b.Jobs...)
	sort.SliceStable(jobs, func(i, k int) bool {
		a, c := jobs[i], jobs[k]
		if a.Rush != c.Rush {
			return a.Rush
		}
		if !a.Due.Equal(c.Due) {
			return a.Due.Before(c.Due)
		}
		return a.Ref < c.Ref
	})
	return jobs
}

// Slot is a job's place in the plan.
type Slot struct {
	Job    Job
	Finish time.Time
	Late   bool
}

// Plan works the jobs in order from the start of the day after start, and
// says when each is finished.
func (b *Board) Plan(start time.Time) []Slot {
	var slots []Slot
	day := start
	left := 0.0 // hours left on the current day
	for _, j := range b.Order() {
		need := j.Hours
		for need > 1e-9 {
			if left <= 1e-9 {
				day = b.AddWorkingDays(day, 1)
				left = b.HoursPerDay
			}
			used := math.Min(need, left)
			need -= used
			left -= used
		}
		slots = append(slots, Slot{Job: j, Finish: day, Late: day.After(j.Due)})
	}
	return slots
}

// Late lists the references of the jobs the plan finishes after their due date.
func (b *Board) Late(start time.Time) []string {
	var refs []string
	for _, s := range b.Plan(start) {
		if s.Late {
			refs = append(refs, s.Job.Ref)
		}
	}
	return refs
}
