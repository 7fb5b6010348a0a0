package banzuke

import "sort"

// Entry is one wrestler on the banzuke with his result for the basho just ended.
type Entry struct {
	Name   string
	Rank   Rank
	Record Record
	Status OzekiStatus // meaningful for ozeki only
}

// halfRank is a rank's distance, in half-ranks, from the top of the sekiwake.
// Ozeki and yokozuna are placed apart and have none.
func halfRank(r Rank) int {
	side := 1
	if r.East {
		side = 0
	}
	switch r.Title {
	case Sekiwake:
		return side
	case Komusubi:
		return 2 + side
	default:
		return 4 + (r.Number-1)*2 + side
	}
}

// slot is the inverse of halfRank for the ranks below ozeki, with the two sekiwake
// and two komusubi of an ordinary banzuke.
func slot(i int) Rank {
	east := i%2 == 0
	switch {
	case i < 2:
		return Rank{Title: Sekiwake, Number: 1, East: east}
	case i < 4:
		return Rank{Title: Komusubi, Number: 1, East: east}
	default:
		return Rank{Title: Maegashira, Number: (i-4)/2 + 1, East: east}
	}
}

// numbered gives the i-th rank of a title numbered east, west, east...
func numbered(t Title, i int) Rank {
	return Rank{Title: t, Number: i/2 + 1, East: i%2 == 0}
}

// Next draws the banzuke for the next basho. Yokozuna keep their title and ozeki
// theirs unless demoted; both are ordered by wins. Below them each wrestler moves by
// his net score in half-ranks, but a winning record never drops a man, a losing one
// never lifts him, and a sekiwake or komusubi with a winning record keeps his slot.
// Demoted ozeki head the sekiwake.
func Next(entries []Entry) []Entry {
	var yokozuna, ozeki, demoted, rest []Entry
	target := map[string]int{}
	for _, e := range entries {
		switch e.Rank.Title {
		case Yokozuna:
			yokozuna = append(yokozuna, e)
		case Ozeki:
			outcome, status := e.Status.After(e.Record)
			e.Status = status
			if outcome == OzekiDemoted {
				demoted = append(demoted, e)
			} else {
				ozeki = append(ozeki, e)
			}
		default:
			pos := halfRank(e.Rank)
			next := pos - e.Record.Net()
			if e.Record.KachiKoshi() {
				if e.Rank.Sanyaku() || next > pos {
					next = pos
				}
			} else if next <= pos {
				next = pos + 1
			}
			target[e.Name] = next
			rest = append(rest, e)
		}
	}
	byWins := func(list []Entry) {
		sort.SliceStable(list, func(i, j int) bool {
			if list[i].Record.Wins != list[j].Record.Wins {
				return list[i].Record.Wins > list[j].Record.Wins
			}
			return list[i].Rank.Less(list[j].Rank)
		})
	}
	byWins(yokozuna)
	byWins(ozeki)
	byWins(demoted)
	sort.SliceStable(rest, func(i, j int) bool {
		a, b := target[rest[i].Name], target[rest[j].Name]
		if a != b {
			return a < b
		}
		return rest[i].Rank.Less(rest[j].Rank)
	})

	out := make([]Entry, 0, len(entries))
	for i, e := range yokozuna {
		out = append(out, Entry{Name: e.Name, Rank: numbered(Yokozuna, i)})
	}
	for i, e := range ozeki {
		out = append(out, Entry{Name: e.Name, Rank: numbered(Ozeki, i), Status: e.Status})
	}
	for i, e := range append(demoted, rest...) {
		out = append(out, Entry{Name: e.Name, Rank: slot(i)})
	}
	return out
}
