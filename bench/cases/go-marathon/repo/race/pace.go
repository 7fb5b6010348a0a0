package race

import (
	"fmt"
	"math"
	"time"
)

// Pace is the time per kilometre for a run of t over metres.
func Pace(t time.Duration, metres float64) (time.Duration, error) {
	if metres <= 0 {
		return 0, fmt.Errorf("race: distance must be positive")
	}
	return time.Duration(float64(t) * 1000 / metres), nil
}

// Projected is the finish time on course at the pace of a run of t over metres.
func Projected(t time.Duration, metres float64, c Course) (time.Duration, error) {
	p, err := Pace(t, metres)
	if err != nil {
		return 0, err
	}
	return time.Duration(float64(p) * c.Metres / 1000), nil
}

// Riegel predicts a time on course from a result over metres, with
// Riegel's fatigue exponent 1.06.
func Riegel(t time.Duration, metres float64, c Course) time.Duration {
	return time.Duration(float64(t) * math.Pow(c.Metres/metres, 1.06))
}
