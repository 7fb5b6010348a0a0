package rooms

import (
	"reflect"
	"testing"
)

func TestOffset(t *testing.T) {
	off, err := Offset("meat")
	if err != nil || off != 0.31 {
		t.Errorf("Offset(meat) = %v, %v; want 0.31", off, err)
	}
	if _, err := Offset("freezer"); err == nil || err.Error() != `no probe in room "freezer"` {
		t.Errorf("Offset(freezer) error = %v", err)
	}
}

func TestNames(t *testing.T) {
	want := []string{"bakery", "dairy", "meat", "produce"}
	if got := Names(); !reflect.DeepEqual(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
}
