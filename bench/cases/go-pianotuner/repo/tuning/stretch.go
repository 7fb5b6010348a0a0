// Package tuning checks a measurement sheet against the target pitch of each key.
package tuning

import "example.com/pianotuner/pitch"

// Stretch is the usual octave stretch in cents for a key: the bass is tuned a little flat and the treble a
// little sharp of equal temperament, more the further from the middle of the keyboard.
func Stretch(key int) float64 {
	switch {
	case key <= 12:
		return -8
	case key <= 24:
		return -4
	case key <= 64:
		return 0
	case key <= 76:
		return 4
	default:
		return 10
	}
}

// Target is the frequency a key is tuned to, stretch included.
func Target(key int, a4 float64) float64 {
	return pitch.Frequency(key, a4) * centsFactor(Stretch(key))
}
