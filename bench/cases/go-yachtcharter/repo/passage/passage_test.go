package passage

import (
	"math"
	"testing"
	"time"
)

var (
	lefkas   = Marina{Code: "LEF", Name: "Lefkas Marina", Lat: 38.8270, Lon: 20.7130}
	meganisi = Marina{Code: "MEG", Name: "Vathi, Meganisi", Lat: 38.6660, Lon: 20.7850}
	kioni    = Marina{Code: "KIO", Name: "Kioni, Ithaca", Lat: 38.4480, Lon: 20.6890}
	fiskardo = Marina{Code: "FIS", Name: "Fiskardo, Kefalonia", Lat: 38.4590, Lon: 20.5760}
)

func TestDistanceNM(t *testing.T) {
	// One minute of latitude is one nautical mile.
	a := Marina{Lat: 38, Lon: 20}
	b := Marina{Lat: 38.5, Lon: 20}
	if got := DistanceNM(a, b); math.Abs(got-30.02) > 0.05 {
		t.Errorf("DistanceNM over half a degree of latitude = %.3f, want about 30", got)
	}
	if got := DistanceNM(lefkas, meganisi); math.Abs(got-10.24) > 0.01 {
		t.Errorf("DistanceNM(LEF, MEG) = %.3f, want 10.24", got)
	}
	if got := DistanceNM(kioni, kioni); got != 0 {
		t.Errorf("DistanceNM to itself = %v", got)
	}
}

func TestRoute(t *testing.T) {
	p, err := Route(lefkas, meganisi, kioni, fiskardo, lefkas)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Legs) != 4 {
		t.Fatalf("%d legs, want 4", len(p.Legs))
	}
	if got := p.Distance(); math.Abs(got-52.44) > 0.01 {
		t.Errorf("Distance() = %.3f, want 52.44", got)
	}
	long, _ := p.Longest()
	if long.From.Code != "FIS" || long.To.Code != "LEF" {
		t.Errorf("Longest() = %s-%s, want FIS-LEF", long.From.Code, long.To.Code)
	}
	if _, err := Route(lefkas); err == nil {
		t.Error("one-marina route accepted")
	}
	if _, err := Route(lefkas, lefkas); err == nil {
		t.Error("marina following itself accepted")
	}
}

func TestDuration(t *testing.T) {
	p, _ := Route(lefkas, meganisi, kioni)
	// 10.2 nm = 1.46 h -> 1h30; 13.8 nm = 1.98 h -> 2h00 at 7 kn
	if got := p.Duration(7); got != 3*time.Hour+30*time.Minute {
		t.Errorf("Duration(7) = %v, want 3h30m", got)
	}
	if got := p.Duration(0); got != 0 {
		t.Errorf("Duration(0) = %v", got)
	}
}
