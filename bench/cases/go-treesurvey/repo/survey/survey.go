package survey

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"example.com/treesurvey/category"
	"example.com/treesurvey/rpa"
)

// Survey is the trees of one site.
type Survey struct {
	Site  string
	Trees []Tree
}

// Read reads a survey sheet: the site name on the first line, then one tree
// a line. Blank lines and lines starting with # are skipped.
func Read(r io.Reader) (*Survey, error) {
	sc := bufio.NewScanner(r)
	s := &Survey{}
	seen := map[string]bool{}
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if s.Site == "" {
			s.Site = line
			continue
		}
		t, err := ParseTree(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		if seen[t.Tag] {
			return nil, fmt.Errorf("line %d: tree %s surveyed twice", n, t.Tag)
		}
		seen[t.Tag] = true
		s.Trees = append(s.Trees, t)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return s, nil
}

// Summary counts the trees in each category and adds up the root protection
// areas of the trees to be retained (all but category U).
type Summary struct {
	Count       map[category.Grade]int
	RetainedRPA float64 // m²
}

// Summarise works out the survey's summary.
func (s *Survey) Summarise() Summary {
	sum := Summary{Count: map[category.Grade]int{}}
	for _, t := range s.Trees {
		g := t.Grade()
		sum.Count[g]++
		if g != category.U {
			sum.RetainedRPA += t.RPAArea()
		}
	}
	return sum
}

// Conflict is a retained tree whose root protection area a footprint reaches into.
type Conflict struct {
	Tag   string
	Grade category.Grade
	Share float64 // share of the RPA covered, 0 to 1
}

// Conflicts lists the retained trees whose root protection area the
// footprint encroaches on, highest category first, then by tag.
func (s *Survey) Conflicts(footprint rpa.Rect) []Conflict {
	var out []Conflict
	for _, t := range s.Trees {
		g := t.Grade()
		if g == category.U {
			continue
		}
		r := t.RPARadius()
		if !rpa.Encroaches(t.At, r, footprint) {
			continue
		}
		out = append(out, Conflict{Tag: t.Tag, Grade: g, Share: rpa.Encroachment(t.At, r, footprint)})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Grade != out[j].Grade {
			return out[i].Grade < out[j].Grade
		}
		return out[i].Tag < out[j].Tag
	})
	return out
}
