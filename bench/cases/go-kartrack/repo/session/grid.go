package session

import "fmt"

// Grid is the starting order of a race, pole first.
type Grid []Entry

// GridFromQualifying orders the qualifying results by best lap (drivers without a lap start at
// the back in their entry order) and then reverses the first `reverse` places, as the club does
// for its handicap races. reverse 0 or 1 keeps the qualifying order.
func GridFromQualifying(results []Result, reverse int) (Grid, error) {
	if reverse < 0 {
		return nil, fmt.Errorf("reverse must not be negative: %d", reverse)
	}
	var timed, untimed []Result
	for _, r := range results {
		if r.Laps == 0 {
			untimed = append(untimed, r)
		} else {
			timed = append(timed, r)
		}
	}
	// insertion sort keeps equal times in classification order
	for i := 1; i < len(timed); i++ {
		for j := i; j > 0 && timed[j].Best < timed[j-1].Best; j-- {
			timed[j], timed[j-1] = timed[j-1], timed[j]
		}
	}
	if reverse > len(timed) {
		reverse = len(timed)
	}
	for i, j := 0, reverse-1; i < j; i, j = i+1, j-1 {
		timed[i], timed[j] = timed[j], timed[i]
	}
	grid := make(Grid, 0, len(results))
	for _, r := range append(timed, untimed...) {
		grid = append(grid, Entry{Kart: r.Kart, Driver: r.Driver})
	}
	return grid, nil
}

// Slot returns the 1-based grid position of a driver, or 0 when not on the grid.
func (g Grid) Slot(driver string) int {
	for i, e := range g {
		if e.Driver == driver {
			return i + 1
		}
	}
	return 0
}
