// Package banzuke keeps the ranking sheet of a sumo top division: ranks, basho
// records, ozeki status and the next banzuke drawn from a tournament's results.
package banzuke

import (
	"fmt"
	"strconv"
	"strings"
)

// Title is a rank's name, highest first.
type Title int

const (
	Yokozuna Title = iota
	Ozeki
	Sekiwake
	Komusubi
	Maegashira
)

var titleAbbrev = map[Title]string{
	Yokozuna:   "Y",
	Ozeki:      "O",
	Sekiwake:   "S",
	Komusubi:   "K",
	Maegashira: "M",
}

// Rank is a place on the banzuke: a title, a number (1 for every sanyaku slot but
// counted for maegashira) and a side. East is the more senior side.
type Rank struct {
	Title  Title
	Number int
	East   bool
}

// String gives the usual short form: "Y1e", "M12w".
func (r Rank) String() string {
	side := "w"
	if r.East {
		side = "e"
	}
	return fmt.Sprintf("%s%d%s", titleAbbrev[r.Title], r.Number, side)
}

// ParseRank reads the short form back.
func ParseRank(s string) (Rank, error) {
	s = strings.TrimSpace(s)
	if len(s) < 3 {
		return Rank{}, fmt.Errorf("rank %q: too short", s)
	}
	var r Rank
	found := false
	for t, a := range titleAbbrev {
		if strings.EqualFold(s[:1], a) {
			r.Title, found = t, true
		}
	}
	if !found {
		return Rank{}, fmt.Errorf("rank %q: unknown title", s)
	}
	switch strings.ToLower(s[len(s)-1:]) {
	case "e":
		r.East = true
	case "w":
	default:
		return Rank{}, fmt.Errorf("rank %q: side must be e or w", s)
	}
	n, err := strconv.Atoi(s[1 : len(s)-1])
	if err != nil || n < 1 {
		return Rank{}, fmt.Errorf("rank %q: bad number", s)
	}
	r.Number = n
	return r, nil
}

// Sanyaku ranks are the titled ones below yokozuna: ozeki, sekiwake, komusubi.
func (r Rank) Sanyaku() bool {
	return r.Title == Ozeki || r.Title == Sekiwake || r.Title == Komusubi
}

// Less orders ranks from the top of the banzuke down.
func (r Rank) Less(o Rank) bool {
	if r.Title != o.Title {
		return r.Title < o.Title
	}
	if r.Number != o.Number {
		return r.Number < o.Number
	}
	return r.East && !o.East
}
