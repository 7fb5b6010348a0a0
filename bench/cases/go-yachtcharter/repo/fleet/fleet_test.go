package fleet

import (
	"math"
	"testing"
)

func sample() []Yacht {
	return []Yacht{
		{ID: "BAV46", Name: "Meltemi", Model: "Bavaria Cruiser 46", Category: Monohull, LengthFt: 46, Cabins: 4, Berths: 10, Heads: 3, Year: 2019, CruiseKnots: 7, FuelBurnLPH: 4, FuelTankL: 210, Base: "LEF"},
		{ID: "LAG42", Name: "Halcyon", Model: "Lagoon 42", Category: Catamaran, LengthFt: 42, Cabins: 4, Berths: 10, Heads: 4, Year: 2021, CruiseKnots: 8, FuelBurnLPH: 9, FuelTankL: 600, Base: "LEF"},
		{ID: "SO349", Name: "Zephyr", Model: "Sun Odyssey 349", Category: Monohull, LengthFt: 34, Cabins: 2, Berths: 6, Heads: 1, Year: 2018, CruiseKnots: 6, FuelBurnLPH: 3, FuelTankL: 130, Base: "NID"},
		{ID: "PRS50", Name: "Aurora", Model: "Prestige 500", Category: MotorYacht, LengthFt: 50, Cabins: 3, Berths: 6, Heads: 3, Year: 2020, CruiseKnots: 22, FuelBurnLPH: 160, FuelTankL: 1800, Base: "NID"},
	}
}

func TestLengthMetres(t *testing.T) {
	y := Yacht{LengthFt: 46}
	if got := y.LengthMetres(); math.Abs(got-14.0208) > 1e-9 {
		t.Errorf("LengthMetres() = %v, want 14.0208", got)
	}
}

func TestMotoringRange(t *testing.T) {
	y := sample()[0]
	// 210 l * 0.8 / 4 l/h = 42 h at 7 kn
	if got := y.MotoringRange(); math.Abs(got-294) > 1e-9 {
		t.Errorf("MotoringRange() = %v, want 294", got)
	}
	if got := (Yacht{CruiseKnots: 6}).MotoringRange(); got != 0 {
		t.Errorf("MotoringRange() without a burn rate = %v, want 0", got)
	}
}

func TestValidate(t *testing.T) {
	good := sample()[2]
	if err := good.Validate(); err != nil {
		t.Fatalf("Validate() = %v", err)
	}
	bad := []Yacht{
		{},
		{ID: "X", LengthFt: 30, CruiseKnots: 6},
		{ID: "X", Berths: 2, Cabins: 3, LengthFt: 30, CruiseKnots: 6},
		{ID: "X", Berths: 4, Cabins: 2, CruiseKnots: 6},
		{ID: "X", Berths: 4, Cabins: 2, LengthFt: 30},
	}
	for i, y := range bad {
		if err := y.Validate(); err == nil {
			t.Errorf("case %d: Validate() = nil, want an error", i)
		}
	}
}

func TestNewRejectsDuplicates(t *testing.T) {
	ys := sample()
	if _, err := New(append(ys, ys[1])...); err == nil {
		t.Fatal("New with a duplicate ID succeeded")
	}
}

func TestSuitable(t *testing.T) {
	f, err := New(sample()...)
	if err != nil {
		t.Fatal(err)
	}
	got := ids(f.Suitable(6))
	want := []string{"SO349", "PRS50", "LAG42", "BAV46"}
	if !equal(got, want) {
		t.Errorf("Suitable(6) = %v, want %v", got, want)
	}
	got = ids(f.Suitable(7, Monohull, Catamaran))
	want = []string{"LAG42", "BAV46"}
	if !equal(got, want) {
		t.Errorf("Suitable(7, sail) = %v, want %v", got, want)
	}
	if got := f.Suitable(12); len(got) != 0 {
		t.Errorf("Suitable(12) = %v, want none", ids(got))
	}
}

func TestAtBase(t *testing.T) {
	f, _ := New(sample()...)
	if got := ids(f.AtBase("NID")); !equal(got, []string{"SO349", "PRS50"}) {
		t.Errorf("AtBase(NID) = %v", got)
	}
}

func TestParseCategory(t *testing.T) {
	for in, want := range map[string]Category{"Cat": Catamaran, " sail ": Monohull, "Power": MotorYacht} {
		got, err := ParseCategory(in)
		if err != nil || got != want {
			t.Errorf("ParseCategory(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseCategory("dinghy"); err == nil {
		t.Error("ParseCategory(dinghy) succeeded")
	}
}

func ids(ys []Yacht) []string {
	var out []string
	for _, y := range ys {
		out = append(out, y.ID)
	}
	return out
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
