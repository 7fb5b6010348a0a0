// Package course describes the marks of a race course and the legs between them.
package course

import (
	"fmt"

	"example.com/regatta/units"
)

// Leg is the run from one mark to the next.
type Leg struct {
	From, To string
	Length   units.Distance
}

// Course is a named sequence of legs sailed a number of laps.
type Course struct {
	Name string
	Legs []Leg
	Laps int
}

// Length is the whole distance of the course, every lap.
func (c Course) Length() units.Distance {
	var one units.Distance
	for _, l := range c.Legs {
		one += l.Length
	}
	laps := c.Laps
	if laps < 1 {
		laps = 1
	}
	return one * units.Distance(laps)
}

// Marks lists the marks in the order they are rounded on one lap.
func (c Course) Marks() []string {
	if len(c.Legs) == 0 {
		return nil
	}
	marks := []string{c.Legs[0].From}
	for _, l := range c.Legs {
		marks = append(marks, l.To)
	}
	return marks
}

// Validate checks that each leg starts where the one before it ended.
func (c Course) Validate() error {
	for i := 1; i < len(c.Legs); i++ {
		if c.Legs[i].From != c.Legs[i-1].To {
			return fmt.Errorf("course %s: leg %d starts at %s, not at %s", c.Name, i+1, c.Legs[i].From, c.Legs[i-1].To)
		}
	}
	return nil
}
