package repair

import "testing"

func ticket(t *testing.T) *Ticket {
	tk := &Ticket{Number: 1041, Customer: "Harbour SC", Sail: "genoa"}
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(tk.Add(Patch, 20, "clew"))
	must(tk.Add(Patch, 8, "spreader"))
	must(tk.Add(Restitch, 3.5, "leech"))
	must(tk.Add(Slide, 4, ""))
	return tk
}

func TestMinutes(t *testing.T) {
	// 28 cm of patch at 0.6 = 16.8, 3.5 m at 12 = 42, 4 slides at 6 = 24: 82.8 -> 85.
	if got := ticket(t).Minutes(); got != 85 {
		t.Errorf("Minutes() = %d, want 85", got)
	}
}

func TestMaterials(t *testing.T) {
	// 28*4 + 3.5*35 + 4*310 = 112 + 122.5 + 1240
	if got := ticket(t).Materials(); got != 1475 {
		t.Errorf("Materials() = %d, want 1475", got)
	}
}

func TestEstimate(t *testing.T) {
	got, err := ticket(t).Estimate()
	if err != nil {
		t.Fatal(err)
	}
	// 85 min at £38/h = 5383 + 1475
	if got != 6858 {
		t.Errorf("Estimate() = %d, want 6858", got)
	}
	small := &Ticket{}
	_ = small.Add(Slide, 1, "")
	if got, _ := small.Estimate(); got != MinimumCharge {
		t.Errorf("small ticket = %d, want minimum %d", got, MinimumCharge)
	}
	if _, err := (&Ticket{}).Estimate(); err != ErrEmpty {
		t.Errorf("empty ticket err = %v", err)
	}
}

func TestAddRejects(t *testing.T) {
	tk := &Ticket{}
	if err := tk.Add(Restitch, 0, ""); err == nil {
		t.Error("zero restitch accepted")
	}
	if err := tk.Add(Slide, 1.5, ""); err == nil {
		t.Error("half a slide accepted")
	}
	if len(tk.Items) != 0 {
		t.Errorf("items = %v", tk.Items)
	}
}

func TestSummary(t *testing.T) {
	tk := ticket(t)
	_ = tk.Add(UVStrip, 6.2, "")
	want := "2 patch, 3.5 m restitch, 6.2 m UV strip, 4 slide"
	if got := tk.Summary(); got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
}
