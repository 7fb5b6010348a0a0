package dressage

import "fmt"

// Penalty points for errors of course: the first costs 2 points, the second 4 more;
// the third eliminates.
const (
	firstErrorOfCourse  = 2
	secondErrorOfCourse = 4
	eliminatingErrors   = 3
)

// Sheet is one judge's marks for one ride, with the errors of course the judge at C rang for.
type Sheet struct {
	Position     Position
	Marks        []Mark
	CourseErrors int
}

// ErrorPenalty is the penalty in points for a number of errors of course, and whether
// the rider is eliminated.
func ErrorPenalty(errors int) (float64, bool) {
	switch {
	case errors <= 0:
		return 0, false
	case errors == 1:
		return firstErrorOfCourse, false
	case errors < eliminatingErrors:
		return firstErrorOfCourse + secondErrorOfCourse, false
	default:
		return 0, true
	}
}

// Points is the sheet's total: each mark times its coefficient, less the penalty.
func (s Sheet) Points(t Test) (float64, bool, error) {
	if len(s.Marks) != len(t.Movements) {
		return 0, false, fmt.Errorf("judge at %s: %d marks for %d lines", s.Position, len(s.Marks), len(t.Movements))
	}
	total := 0.0
	for i, m := range t.Movements {
		total += s.Marks[i].Value() * float64(m.Coefficient)
	}
	penalty, eliminated := ErrorPenalty(s.CourseErrors)
	if eliminated {
		return 0, true, nil
	}
	return total - penalty, false, nil
}

// Percent is the sheet's points as a percentage of the test's maximum.
func (s Sheet) Percent(t Test) (float64, bool, error) {
	points, eliminated, err := s.Points(t)
	if err != nil || eliminated {
		return 0, eliminated, err
	}
	return points / t.MaxPoints() * 100, false, nil
}

// CollectivePoints is the sum of the collective marks times their coefficients.
func (s Sheet) CollectivePoints(t Test) float64 {
	total := 0.0
	for i, m := range t.Movements {
		if m.Collective && i < len(s.Marks) {
			total += s.Marks[i].Value() * float64(m.Coefficient)
		}
	}
	return total
}
