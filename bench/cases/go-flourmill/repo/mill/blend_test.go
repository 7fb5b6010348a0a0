package mill

import (
	"errors"
	"testing"
)

func TestMakeBlend(t *testing.T) {
	b, err := MakeBlend([]Part{{paragon, 3000}, {skyfall, 2000}})
	if err != nil {
		t.Fatal(err)
	}
	if b.Kg != 5000 || !near(b.Protein, 12.3) {
		t.Errorf("blend = %+v, want 5000 kg at 12.3%%", b)
	}
}

func TestMakeBlendErrors(t *testing.T) {
	if _, err := MakeBlend(nil); !errors.Is(err, ErrBlend) {
		t.Errorf("empty: %v", err)
	}
	if _, err := MakeBlend([]Part{{skyfall, 4500}}); !errors.Is(err, ErrBlend) {
		t.Errorf("more than the lot: %v", err)
	}
	if _, err := MakeBlend([]Part{{skyfall, 0}}); !errors.Is(err, ErrBlend) {
		t.Errorf("zero part: %v", err)
	}
}

func TestPearsonSquare(t *testing.T) {
	share, err := PearsonSquare(paragon, skyfall, 12.3)
	if err != nil || !near(share, 0.6) {
		t.Errorf("share = %v, %v; want 0.6", share, err)
	}
	// order of the lots does not matter
	share, _ = PearsonSquare(skyfall, paragon, 12.3)
	if !near(share, 0.6) {
		t.Errorf("swapped share = %v", share)
	}
	if _, err := PearsonSquare(paragon, skyfall, 14); !errors.Is(err, ErrBlend) {
		t.Errorf("target above both: %v", err)
	}
}

func TestBlendFor(t *testing.T) {
	parts, err := BlendFor(skyfall, paragon, 11.5, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(parts) != 2 || parts[0].Lot.ID != "L-101" || parts[0].Kg != 333 || parts[1].Kg != 667 {
		t.Errorf("parts = %+v", parts)
	}
	parts, _ = BlendFor(paragon, skyfall, 13.5, 1000)
	if len(parts) != 1 || parts[0].Kg != 1000 {
		t.Errorf("all strong: %+v", parts)
	}
}
