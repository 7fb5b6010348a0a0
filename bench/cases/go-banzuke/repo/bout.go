package banzuke

import "fmt"

// Bout is one day's result between two wrestlers. A fusen (default) win counts as a
// win and the absent wrestler's loss as a loss.
type Bout struct {
	Day      int
	Winner   string
	Loser    string
	Kimarite string
	Fusen    bool
}

// Tally turns a basho's bouts into records, one per wrestler named.
func Tally(bouts []Bout) (map[string]Record, error) {
	out := map[string]Record{}
	seen := map[string]map[int]bool{}
	mark := func(name string, day int) error {
		if seen[name] == nil {
			seen[name] = map[int]bool{}
		}
		if seen[name][day] {
			return fmt.Errorf("%s has two bouts on day %d", name, day)
		}
		seen[name][day] = true
		return nil
	}
	for _, b := range bouts {
		if b.Day < 1 || b.Day > BashoDays {
			return nil, fmt.Errorf("bout on day %d", b.Day)
		}
		if b.Winner == b.Loser {
			return nil, fmt.Errorf("day %d: %s cannot face himself", b.Day, b.Winner)
		}
		if err := mark(b.Winner, b.Day); err != nil {
			return nil, err
		}
		if err := mark(b.Loser, b.Day); err != nil {
			return nil, err
		}
		w := out[b.Winner]
		w.Wins++
		out[b.Winner] = w
		l := out[b.Loser]
		l.Losses++
		out[b.Loser] = l
	}
	return out, nil
}
