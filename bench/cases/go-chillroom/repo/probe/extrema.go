package probe

// Turn is a peak or a trough of temperature.
type Turn struct {
	High bool
	Reading
}

// Window is how many readings either side a turn must top (or undercut) to count, so that the blip of a
// door opening is not taken for a defrost.
const Window = 3

// Turns finds the peaks and troughs in a run of readings, in time order. A reading is a peak when no
// reading within Window of it is higher and the ones just before it are lower (the first of a flat top
// counts); likewise for troughs.
func Turns(rs []Reading) []Turn {
	var out []Turn
	for i := Window; i < len(rs)-Window; i++ {
		if isTurn(rs, i, func(a, b float64) bool { return a > b }) {
			out = append(out, Turn{High: true, Reading: rs[i]})
		} else if isTurn(rs, i, func(a, b float64) bool { return a < b }) {
			out = append(out, Turn{High: false, Reading: rs[i]})
		}
	}
	return out
}

// isTurn: rs[i] beats the reading just before it and is not beaten by any reading within Window.
func isTurn(rs []Reading, i int, beats func(a, b float64) bool) bool {
	if !beats(rs[i].Temp, rs[i-1].Temp) {
		return false
	}
	for j := i - Window; j <= i+Window; j++ {
		if j != i && beats(rs[j].Temp, rs[i].Temp) {
			return false
		}
	}
	return true
}
