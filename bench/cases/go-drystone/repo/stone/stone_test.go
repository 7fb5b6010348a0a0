package stone

import (
	"math"
	"strings"
	"testing"
)

func TestLookup(t *testing.T) {
	k, err := Lookup(" Gritstone ")
	if err != nil {
		t.Fatal(err)
	}
	if k.Name != "gritstone" || k.Density != 2.3 {
		t.Errorf("Lookup(Gritstone) = %+v", k)
	}
	_, err = Lookup("marble")
	if err == nil || !strings.Contains(err.Error(), "cobble, granite, gritstone, limestone, slate") {
		t.Errorf("Lookup(marble) error = %v", err)
	}
}

func TestTonnes(t *testing.T) {
	k, _ := Lookup("slate")
	// 2 m3 of wall, 15% air, 2.7 t/m3
	if got := k.Tonnes(2); math.Abs(got-4.59) > 1e-9 {
		t.Errorf("Tonnes(2) = %v, want 4.59", got)
	}
}
