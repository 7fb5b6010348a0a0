// Package pitch converts note names to piano keys and frequencies.
package pitch

import (
	"fmt"
	"strconv"
	"strings"
)

// Keys on a full-size piano: A0 is key 1, A4 key 49, C8 key 88.
const (
	LowestKey  = 1
	HighestKey = 88
	A4Key      = 49
)

var letters = map[byte]int{'C': 0, 'D': 2, 'E': 4, 'F': 5, 'G': 7, 'A': 9, 'B': 11}

// ParseNote reads a note name such as "A4", "C#5" or "Bb2" and returns its piano key.
func ParseNote(name string) (int, error) {
	s := strings.TrimSpace(name)
	if len(s) < 2 {
		return 0, fmt.Errorf("pitch: note %q too short", name)
	}
	semis, ok := letters[s[0]]
	if !ok {
		return 0, fmt.Errorf("pitch: note %q: no letter %q", name, s[0])
	}
	rest := s[1:]
	switch {
	case strings.HasPrefix(rest, "#"):
		semis++
		rest = rest[1:]
	case strings.HasPrefix(rest, "b"):
		semis--
		rest = rest[1:]
	}
	octave, err := strconv.Atoi(rest)
	if err != nil {
		return 0, fmt.Errorf("pitch: note %q: bad octave", name)
	}
	key := 12*octave + semis - 8
	if key < LowestKey || key > HighestKey {
		return 0, fmt.Errorf("pitch: note %q is not on the piano", name)
	}
	return key, nil
}

var sharpNames = [12]string{"C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"}

// KeyName is the name of a key with sharps, "A4" for 49.
func KeyName(key int) string {
	n := key + 8
	return fmt.Sprintf("%s%d", sharpNames[n%12], n/12)
}
