package legacy

import (
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	got := Parse("a\tb\n1\t2\n")
	want := [][]string{{"a", "b"}, {"1", "2"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parse() = %v, want %v", got, want)
	}
}
