package curling

import (
	"fmt"
	"strings"
)

// Linescore renders the game as a board with one column per end, the
// points under the team that scored them (blank ends as "-" for both), an
// asterisk after the name of the team with the hammer for the next end,
// and the totals:
//
//	          1  2  3  4 | Tot
//	Ada*      2  -  0  0 |   2
//	Bea       0  -  1  3 |   4
func Linescore(g *Game) string {
	width := 0
	for _, name := range g.Teams {
		if len(name)+1 > width {
			width = len(name) + 1
		}
	}
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", width))
	for i := range g.Ends {
		fmt.Fprintf(&b, " %2d", i+1)
	}
	b.WriteString(" | Tot\n")
	for t := Team(0); t <= 1; t++ {
		name := g.Teams[t]
		if g.Hammer == t {
			name += "*"
		}
		fmt.Fprintf(&b, "%-*s", width, name)
		for _, e := range g.Ends {
			switch {
			case e.Result.Blank():
				b.WriteString("  -")
			case e.Result.Team == t:
				fmt.Fprintf(&b, " %2d", e.Result.Points)
			default:
				b.WriteString("  0")
			}
		}
		fmt.Fprintf(&b, " | %3d\n", g.Score[t])
	}
	return b.String()
}
