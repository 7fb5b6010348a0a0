package moisture

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestDryMatter(t *testing.T) {
	if got := DryMatter(1000, 12); !near(got, 880) {
		t.Fatalf("DryMatter(1000, 12) = %v, want 880", got)
	}
}

func TestMassAtInvertsDryMatter(t *testing.T) {
	dry := DryMatter(2500, 14)
	if got := MassAt(dry, 14); !near(got, 2500) {
		t.Fatalf("MassAt(DryMatter(2500, 14), 14) = %v, want 2500", got)
	}
}

func TestPct(t *testing.T) {
	if got := Pct(1600, 880); !near(got, 45) {
		t.Fatalf("Pct(1600, 880) = %v, want 45", got)
	}
	if got := Pct(0, 0); got != 0 {
		t.Fatalf("Pct(0, 0) = %v, want 0", got)
	}
}
