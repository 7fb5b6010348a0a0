package race

import "fmt"

// Course is a measured race distance.
type Course struct {
	Name   string
	Metres float64
}

// The standard road distances.
var (
	FiveK        = Course{"5K", 5000}
	TenK         = Course{"10K", 10000}
	HalfMarathon = Course{"Half marathon", 21097.5}
	Marathon     = Course{"Marathon", 42195}
)

// Courses lists the standard distances, shortest first.
var Courses = []Course{FiveK, TenK, HalfMarathon, Marathon}

// CourseByName finds a standard course by its name.
func CourseByName(name string) (Course, error) {
	for _, c := range Courses {
		if c.Name == name {
			return c, nil
		}
	}
	return Course{}, fmt.Errorf("race: unknown course %q", name)
}

// Km is the course length in kilometres.
func (c Course) Km() float64 { return c.Metres / 1000 }
