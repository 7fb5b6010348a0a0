package scan

import (
	"reflect"
	"testing"
	"testing/fstest"
)

func TestWalkListsRegularFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"a.txt":      {Data: make([]byte, 10)},
		"src/b.go":   {Data: make([]byte, 20)},
		"src/x/c.go": {Data: make([]byte, 5)},
	}
	got, err := Walk(fsys)
	if err != nil {
		t.Fatal(err)
	}
	want := []Entry{{"a.txt", 10}, {"src/b.go", 20}, {"src/x/c.go", 5}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Walk() = %v, want %v", got, want)
	}
}

func TestTotalsStopAtDepth(t *testing.T) {
	entries := []Entry{{"a.txt", 10}, {"src/b.go", 20}, {"src/x/c.go", 5}, {"doc/d.md", 7}}
	got := Totals(entries, 1)
	want := []Total{{".", 42, 4}, {"src", 25, 2}, {"doc", 7, 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Totals(depth 1) = %v, want %v", got, want)
	}
}
