// Package tokens prices ride tokens sold at the booth.
package tokens

import (
	"errors"
	"fmt"
	"sort"
)

// Bundle is a number of tokens sold together at one price.
type Bundle struct {
	Tokens     int
	PricePence int
}

// Sheet is the booth's price sheet.
type Sheet struct {
	Bundles []Bundle
}

// Purchase is what the booth sells for a request: how many of each bundle.
type Purchase struct {
	Counts     map[int]int // bundle size -> how many
	Tokens     int
	PricePence int
}

// ErrNoBundles is returned by a sheet with nothing on it.
var ErrNoBundles = errors.New("tokens: price sheet has no bundles")

// Validate checks that every bundle has tokens and a price.
func (s Sheet) Validate() error {
	if len(s.Bundles) == 0 {
		return ErrNoBundles
	}
	for _, b := range s.Bundles {
		if b.Tokens <= 0 || b.PricePence <= 0 {
			return fmt.Errorf("tokens: bad bundle %+v", b)
		}
	}
	return nil
}

// Cheapest finds the cheapest set of bundles giving at least need tokens.
// Going over is allowed: a bundle of 10 can be cheaper than 9 single tokens.
func (s Sheet) Cheapest(need int) (Purchase, error) {
	if err := s.Validate(); err != nil {
		return Purchase{}, err
	}
	if need <= 0 {
		return Purchase{Counts: map[int]int{}}, nil
	}
	largest := 0
	for _, b := range s.Bundles {
		if b.Tokens > largest {
			largest = b.Tokens
		}
	}
	limit := need + largest
	const inf = int(^uint(0) >> 1)
	cost := make([]int, limit+1)
	last := make([]int, limit+1) // index of the bundle bought last
	for t := 1; t <= limit; t++ {
		cost[t] = inf
		last[t] = -1
		for i, b := range s.Bundles {
			if b.Tokens > t || cost[t-b.Tokens] == inf {
				continue
			}
			if c := cost[t-b.Tokens] + b.PricePence; c < cost[t] {
				cost[t] = c
				last[t] = i
			}
		}
	}
	best := -1
	for t := need; t <= limit; t++ {
		if cost[t] == inf {
			continue
		}
		if best < 0 || cost[t] < cost[best] || (cost[t] == cost[best] && t < best) {
			best = t
		}
	}
	if best < 0 {
		return Purchase{}, fmt.Errorf("tokens: cannot make %d tokens from the sheet", need)
	}
	p := Purchase{Counts: map[int]int{}, Tokens: best, PricePence: cost[best]}
	for t := best; t > 0; t -= s.Bundles[last[t]].Tokens {
		p.Counts[s.Bundles[last[t]].Tokens]++
	}
	return p, nil
}

// String lists the bundles bought, largest first, e.g. "2x10 + 1x1 = 21 tokens £9.50".
func (p Purchase) String() string {
	sizes := make([]int, 0, len(p.Counts))
	for n := range p.Counts {
		sizes = append(sizes, n)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(sizes)))
	out := ""
	for i, n := range sizes {
		if i > 0 {
			out += " + "
		}
		out += fmt.Sprintf("%dx%d", p.Counts[n], n)
	}
	if out == "" {
		out = "nothing"
	}
	return fmt.Sprintf("%s = %d tokens %s", out, p.Tokens, Pounds(p.PricePence))
}

// Pounds formats pence as pounds, e.g. 950 -> "£9.50".
func Pounds(pence int) string {
	sign := ""
	if pence < 0 {
		sign = "-"
		pence = -pence
	}
	return fmt.Sprintf("%s£%d.%02d", sign, pence/100, pence%100)
}
