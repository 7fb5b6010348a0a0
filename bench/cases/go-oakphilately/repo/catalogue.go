package philately

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Entry is one catalogue number: a stamp of one country, value and colour.
type Entry struct {
	Country string
	Number  string
	Year    int
	Face    string
	Colour  string
	Mint    int // pence, or Unpriced
	Used    int // pence, or Unpriced
}

// Catalogue holds entries by country and number.
type Catalogue struct {
	entries map[string]Entry
}

func key(country, number string) string {
	return strings.ToUpper(country) + "/" + strings.ToUpper(number)
}

// ParseCatalogue reads lines of "country|number|year|face|colour|mint|used".
// Blank lines and lines starting with # are skipped.
func ParseCatalogue(r io.Reader) (*Catalogue, error) {
	c := &Catalogue{entries: map[string]Entry{}}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 7 {
			return nil, fmt.Errorf("line %d: want 7 fields, got %d", n, len(f))
		}
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		year, err := strconv.Atoi(f[2])
		if err != nil {
			return nil, fmt.Errorf("line %d: bad year %q", n, f[2])
		}
		mint, err := ParsePrice(f[5])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		used, err := ParsePrice(f[6])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		c.entries[key(f[0], f[1])] = Entry{f[0], f[1], year, f[3], f[4], mint, used}
	}
	return c, sc.Err()
}

// Lookup finds a catalogue number; country and number are not case-sensitive.
func (c *Catalogue) Lookup(country, number string) (Entry, bool) {
	e, ok := c.entries[key(country, number)]
	return e, ok
}
