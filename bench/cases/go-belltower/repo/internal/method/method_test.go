package method

import (
	"testing"

	"example.com/belltower/internal/row"
)

func TestLeadHeads(t *testing.T) {
	cases := map[string]string{
		"Plain Bob Doubles":        "13524",
		"Grandsire Doubles":        "12534",
		"Plain Bob Minor":          "135264",
		"Cambridge Surprise Minor": "156342",
		"Plain Bob Major":          "13527486",
	}
	for name, want := range cases {
		m, err := Find(name)
		if err != nil {
			t.Fatal(err)
		}
		lh, err := m.LeadHead()
		if err != nil {
			t.Fatal(err)
		}
		if lh.String() != want {
			t.Errorf("%s lead head = %s, want %s", name, lh, want)
		}
	}
}

func TestPlainCourseLengths(t *testing.T) {
	cases := []struct {
		name           string
		changes, leads int
	}{
		{"plain bob doubles", 40, 4},
		{"grandsire doubles", 30, 3},
		{"plain bob minor", 60, 5},
		{"cambridge surprise minor", 120, 5},
		{"plain bob major", 112, 7},
		{"double norwich court bob major", 112, 7},
	}
	for _, c := range cases {
		m, _ := Find(c.name)
		course, err := m.PlainCourse()
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if course.Changes() != c.changes || course.Leads() != c.leads {
			t.Errorf("%s: %d changes in %d leads, want %d in %d",
				c.name, course.Changes(), course.Leads(), c.changes, c.leads)
		}
	}
}

func TestLeadStartsFromGivenRow(t *testing.T) {
	m, _ := Find("Plain Bob Minor")
	start, _ := row.Parse("135264")
	rows, err := m.Lead(start)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 12 || rows[0].String() != "135264" || rows[1].String() != "312546" {
		t.Fatalf("lead from 135264: %v", rows[:2])
	}
}

func TestFind(t *testing.T) {
	if _, err := Find("  Plain BOB minor "); err != nil {
		t.Fatal(err)
	}
	if _, err := Find("stedman triples"); err == nil {
		t.Fatal("found a method not in the library")
	}
	if n := len(Names()); n != len(Library) {
		t.Fatalf("Names: %d of %d", n, len(Library))
	}
}
