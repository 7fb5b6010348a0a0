package tuning

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"example.com/pianotuner/pitch"
)

// Reading is one line of a measurement sheet.
type Reading struct {
	Key      int
	Measured float64
}

// Deviation is how far a key is from its target.
type Deviation struct {
	Key   int
	Cents float64
}

func centsFactor(cents float64) float64 {
	return math.Pow(2, cents/1200)
}

// ReadSheet reads lines of "NOTE HZ"; blank lines and lines starting with # are skipped.
func ReadSheet(r io.Reader) ([]Reading, error) {
	var readings []Reading
	scanner := bufio.NewScanner(r)
	lineno := 0
	for scanner.Scan() {
		lineno++
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 {
			return nil, fmt.Errorf("line %d: want NOTE HZ, got %q", lineno, line)
		}
		key, err := pitch.ParseNote(fields[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", lineno, err)
		}
		hz, err := strconv.ParseFloat(fields[1], 64)
		if err != nil || hz <= 0 {
			return nil, fmt.Errorf("line %d: bad frequency %q", lineno, fields[1])
		}
		readings = append(readings, Reading{Key: key, Measured: hz})
	}
	return readings, scanner.Err()
}

// Deviations of each reading from its stretched target, rounded to a tenth of a cent.
func Deviations(readings []Reading, a4 float64) []Deviation {
	out := make([]Deviation, 0, len(readings))
	for _, r := range readings {
		out = append(out, Deviation{Key: r.Key, Cents: pitch.Round1(pitch.Cents(r.Measured, Target(r.Key, a4)))})
	}
	return out
}

// OutOfTolerance keeps the deviations beyond tolerance cents either way.
func OutOfTolerance(devs []Deviation, tolerance float64) []Deviation {
	var out []Deviation
	for _, d := range devs {
		if math.Abs(d.Cents) > tolerance {
			out = append(out, d)
		}
	}
	return out
}

// MeanCents is the average deviation, the figure that decides a pitch raise.
func MeanCents(devs []Deviation) float64 {
	if len(devs) == 0 {
		return 0
	}
	sum := 0.0
	for _, d := range devs {
		sum += d.Cents
	}
	return pitch.Round1(sum / float64(len(devs)))
}
