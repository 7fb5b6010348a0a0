package icerink

import (
	"fmt"
	"time"
)

// Kind is the type of an ice session.
type Kind int

const (
	Public Kind = iota
	Hockey
	Figure
	Lesson
	Disco
)

var kindNames = map[Kind]string{
	Public: "public",
	Hockey: "hockey",
	Figure: "figure",
	Lesson: "lesson",
	Disco:  "disco",
}

func (k Kind) String() string {
	if n, ok := kindNames[k]; ok {
		return n
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// ParseKind reads a session kind by name.
func ParseKind(s string) (Kind, error) {
	for k, n := range kindNames {
		if n == s {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown session kind %q", s)
}

// Session is one block of ice time.
type Session struct {
	Name     string
	Kind     Kind
	Start    time.Time
	Length   time.Duration
	Capacity int
}

// End is when skaters must be off the ice.
func (s Session) End() time.Time {
	return s.Start.Add(s.Length)
}

// Overlaps reports whether two sessions share any ice time.
func (s Session) Overlaps(o Session) bool {
	return s.Start.Before(o.End()) && o.Start.Before(s.End())
}

// DefaultCapacity is the number of skaters allowed on the ice for a kind
// of session on a standard 60 x 30 m pad.
func DefaultCapacity(k Kind) int {
	switch k {
	case Hockey:
		return 40
	case Figure:
		return 20
	case Lesson:
		return 60
	default:
		return 250
	}
}

// Validate checks a session before it goes on the timetable.
func (s Session) Validate() error {
	if s.Name == "" {
		return fmt.Errorf("session at %s has no name", s.Start.Format("15:04"))
	}
	if s.Length < 15*time.Minute {
		return fmt.Errorf("session %q is shorter than 15 minutes", s.Name)
	}
	if s.Length > 4*time.Hour {
		return fmt.Errorf("session %q is longer than 4 hours", s.Name)
	}
	if s.Capacity < 0 {
		return fmt.Errorf("session %q has a negative capacity", s.Name)
	}
	return nil
}
