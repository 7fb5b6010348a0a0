package catalog

import "testing"

func TestLookupKnownCode(t *testing.T) {
	c, err := Lookup(Board13)
	if err != nil {
		t.Fatal(err)
	}
	if c.WeightKg != 22.4 || c.WeeklyPence != 60 {
		t.Errorf("board: got %+v", c)
	}
}

func TestLookupUnknownCode(t *testing.T) {
	if _, err := Lookup("TUBE99"); err == nil {
		t.Fatal("expected error for unknown code")
	}
}

func TestCodesSortedAndComplete(t *testing.T) {
	codes := Codes()
	if len(codes) != len(stock) {
		t.Fatalf("got %d codes, want %d", len(codes), len(stock))
	}
	for i := 1; i < len(codes); i++ {
		if codes[i-1] >= codes[i] {
			t.Errorf("codes not sorted at %d: %q >= %q", i, codes[i-1], codes[i])
		}
	}
}
