package race

import (
	"fmt"
	"time"
)

// Open-class standards (world-best times) for the road distances, in seconds.
var openStandard = map[string]map[string]float64{
	"M": {"5K": 769, "10K": 1577, "Half marathon": 3451, "Marathon": 7235},
	"F": {"5K": 852, "10K": 1751, "Half marathon": 3772, "Marathon": 7796},
}

// ageFactor is a simplified age factor: 1.0 from 20 to 34, then falling by
// 0.7% a year to 60 and 1% a year after.
func ageFactor(age int) float64 {
	switch {
	case age < 20:
		return 1 - 0.01*float64(20-age)
	case age < 35:
		return 1
	case age <= 60:
		return 1 - 0.007*float64(age-34)
	default:
		return 1 - 0.007*26 - 0.01*float64(age-60)
	}
}

// AgeGrade is the performance as a percentage of the age standard for the
// runner's sex and age on the course.
func AgeGrade(sex string, age int, c Course, t time.Duration) (float64, error) {
	std, ok := openStandard[sex][c.Name]
	if !ok {
		return 0, fmt.Errorf("race: no standard for %s over %s", sex, c.Name)
	}
	if t <= 0 {
		return 0, fmt.Errorf("race: time must be positive")
	}
	ageStd := std / ageFactor(age)
	return 100 * ageStd / t.Seconds(), nil
}

// Band names an age grade the way clubs do.
func Band(pct float64) string {
	switch {
	case pct >= 90:
		return "world class"
	case pct >= 80:
		return "national class"
	case pct >= 70:
		return "regional class"
	case pct >= 60:
		return "local class"
	}
	return "recreational"
}
