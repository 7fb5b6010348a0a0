package curling

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseStones reads the stones of an end as measured by the officials:
// "R 0.30 0.10; Y 1.20 -0.40", one "team x y" group per stone, with R (red)
// for team 0 and Y (yellow) for team 1. An empty string is an empty house.
func ParseStones(text string) ([]Stone, error) {
	var stones []Stone
	for _, group := range strings.Split(text, ";") {
		fields := strings.Fields(group)
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 3 {
			return nil, fmt.Errorf("stone %q: want team, x and y", strings.TrimSpace(group))
		}
		var team Team
		switch strings.ToUpper(fields[0]) {
		case "R", "RED":
			team = 0
		case "Y", "YELLOW":
			team = 1
		default:
			return nil, fmt.Errorf("stone %q: unknown team %q", strings.TrimSpace(group), fields[0])
		}
		x, err := strconv.ParseFloat(fields[1], 64)
		if err != nil {
			return nil, fmt.Errorf("stone %q: bad x: %v", strings.TrimSpace(group), err)
		}
		y, err := strconv.ParseFloat(fields[2], 64)
		if err != nil {
			return nil, fmt.Errorf("stone %q: bad y: %v", strings.TrimSpace(group), err)
		}
		stones = append(stones, Stone{Team: team, X: x, Y: y})
	}
	return stones, nil
}
