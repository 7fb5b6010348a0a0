// Package inspect turns an inspection's counts into the line kept in the apiary book.
package inspect

import (
	"fmt"
	"strings"

	"example.com/apiary/hive"
)

// Summary is the book line for a hive after an inspection.
func Summary(h hive.Hive) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d %s, brood on %d, honey on %d", h.ID, len(h.Boxes), plural(len(h.Boxes), "box", "boxes"),
		h.BroodFrames(), h.HoneyFrames())
	switch {
	case h.Queen.Seen && h.Queen.Marked:
		fmt.Fprintf(&b, ", queen seen (%s)", hive.MarkColour(h.Queen.Year))
	case h.Queen.Seen:
		b.WriteString(", queen seen, unmarked")
	case h.BroodFrames() > 0:
		b.WriteString(", queen not seen, brood present")
	default:
		b.WriteString(", QUEENLESS?")
	}
	return b.String()
}

// NextVisit is the number of days until the next inspection: every week in the
// swarming season while the colony has brood on more than six frames, otherwise
// every two weeks.
func NextVisit(h hive.Hive, swarmSeason bool) int {
	if swarmSeason && h.BroodFrames() > 6 {
		return 7
	}
	return 14
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
