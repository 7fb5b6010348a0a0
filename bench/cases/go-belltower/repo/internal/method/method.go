// Package method rings methods: leads, lead heads and plain courses.
package method

import (
	"fmt"
	"sort"
	"strings"

	"example.com/belltower/internal/notation"
	"example.com/belltower/internal/row"
)

// Method is a named method with the place notation of one lead.
type Method struct {
	Name     string
	Stage    int
	Notation string
}

// Library is the methods the tower rings, by lower-case name.
var Library = map[string]Method{
	"plain bob doubles":              {"Plain Bob Doubles", 5, "&5.1.5.1.5,+125"},
	"grandsire doubles":              {"Grandsire Doubles", 5, "+3,&1.5.1.5.1"},
	"plain bob minor":                {"Plain Bob Minor", 6, "&-16-16-16,+12"},
	"cambridge surprise minor":       {"Cambridge Surprise Minor", 6, "&-36-14-12-36-14-56,+12"},
	"plain bob major":                {"Plain Bob Major", 8, "&-18-18-18-18,+12"},
	"double norwich court bob major": {"Double Norwich Court Bob Major", 8, "&-14-36-58-18,+18"},
}

// Find looks a method up by name, in any case.
func Find(name string) (Method, error) {
	m, ok := Library[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return Method{}, fmt.Errorf("no method %q", name)
	}
	return m, nil
}

// Names lists the library's method names, sorted.
func Names() []string {
	var names []string
	for _, m := range Library {
		names = append(names, m.Name)
	}
	sort.Strings(names)
	return names
}

// Changes parses the method's notation.
func (m Method) Changes() ([]notation.Change, error) {
	return notation.Parse(m.Notation, m.Stage)
}

// Lead rings one lead from start and returns its rows, start first; the
// next lead head is not included.
func (m Method) Lead(start row.Row) ([]row.Row, error) {
	changes, err := m.Changes()
	if err != nil {
		return nil, err
	}
	rows := make([]row.Row, 0, len(changes))
	r := start
	for _, c := range changes {
		rows = append(rows, r)
		r = c.Apply(r)
	}
	return rows, nil
}

// LeadHead is the row that ends the first lead from rounds.
func (m Method) LeadHead() (row.Row, error) {
	changes, err := m.Changes()
	if err != nil {
		return nil, err
	}
	r := row.Rounds(m.Stage)
	for _, c := range changes {
		r = c.Apply(r)
	}
	return r, nil
}

// Course is a plain course: every row from rounds until the method comes
// round again (rounds is rung first and not again at the end).
type Course struct {
	Method    Method
	Rows      []row.Row
	LeadHeads []row.Row
}

// Changes is the number of changes in the course.
func (c Course) Changes() int { return len(c.Rows) }

// Leads is the number of leads in the course.
func (c Course) Leads() int { return len(c.LeadHeads) }

// maxLeads bounds a plain course; no method in the library comes near it.
const maxLeads = 64

// PlainCourse rings leads from rounds until a lead ends in rounds.
func (m Method) PlainCourse() (Course, error) {
	course := Course{Method: m}
	start := row.Rounds(m.Stage)
	for len(course.LeadHeads) < maxLeads {
		rows, err := m.Lead(start)
		if err != nil {
			return Course{}, err
		}
		course.Rows = append(course.Rows, rows...)
		lh, err := m.LeadHead()
		if err != nil {
			return Course{}, err
		}
		start = start.Times(lh)
		course.LeadHeads = append(course.LeadHeads, start)
		if start.IsRounds() {
			return course, nil
		}
	}
	return Course{}, fmt.Errorf("%s: not round after %d leads", m.Name, maxLeads)
}
