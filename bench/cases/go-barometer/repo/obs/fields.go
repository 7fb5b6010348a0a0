package obs

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

const (
	hPaPerInHg = 33.8639
	kmhPerKnot = 1.852
)

var compass = map[string]bool{
	"N": true, "NE": true, "E": true, "SE": true, "S": true, "SW": true, "W": true, "NW": true, "CALM": true,
}

func round1(v float64) float64 {
	return math.Round(v*10) / 10
}

// parsePressure reads "1013.2hPa" or "29.92inHg" as hPa.
func parsePressure(s string) (float64, error) {
	switch {
	case strings.HasSuffix(s, "hPa"):
		v, err := strconv.ParseFloat(strings.TrimSuffix(s, "hPa"), 64)
		if err != nil {
			return 0, fmt.Errorf("pressure %q: %w", s, err)
		}
		return v, nil
	case strings.HasSuffix(s, "inHg"):
		v, err := strconv.ParseFloat(strings.TrimSuffix(s, "inHg"), 64)
		if err != nil {
			return 0, fmt.Errorf("pressure %q: %w", s, err)
		}
		return round1(v * hPaPerInHg), nil
	}
	return 0, fmt.Errorf("pressure %q: want hPa or inHg", s)
}

// parseTemp reads "12.5C" or "54.5F" as degrees Celsius.
func parseTemp(s string) (float64, error) {
	if len(s) < 2 {
		return 0, fmt.Errorf("temperature %q: too short", s)
	}
	v, err := strconv.ParseFloat(s[:len(s)-1], 64)
	if err != nil {
		return 0, fmt.Errorf("temperature %q: %w", s, err)
	}
	switch s[len(s)-1] {
	case 'C':
		return v, nil
	case 'F':
		return round1((v - 32) * 5 / 9), nil
	}
	return 0, fmt.Errorf("temperature %q: want C or F", s)
}

// parseWind reads a compass point and a speed such as "15kn" or "28kmh", as knots.
func parseWind(dir, speed string) (string, float64, error) {
	if !compass[dir] {
		return "", 0, fmt.Errorf("wind direction %q", dir)
	}
	switch {
	case strings.HasSuffix(speed, "kn"):
		v, err := strconv.ParseFloat(strings.TrimSuffix(speed, "kn"), 64)
		if err != nil {
			return "", 0, fmt.Errorf("wind speed %q: %w", speed, err)
		}
		return dir, v, nil
	case strings.HasSuffix(speed, "kmh"):
		v, err := strconv.ParseFloat(strings.TrimSuffix(speed, "kmh"), 64)
		if err != nil {
			return "", 0, fmt.Errorf("wind speed %q: %w", speed, err)
		}
		return dir, round1(v / kmhPerKnot), nil
	}
	return "", 0, fmt.Errorf("wind speed %q: want kn or kmh", speed)
}
