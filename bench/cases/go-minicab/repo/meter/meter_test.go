package meter

import (
	"testing"
	"time"

	"minicab/tariff"
)

var monday = time.Date(2025, 6, 16, 14, 0, 0, 0, time.UTC)

func TestFareOnDayTariff(t *testing.T) {
	b, err := Fare(Trip{Start: monday, Miles: 3.25, WaitMinutes: 4.5, Passengers: 2}, tariff.Standard())
	if err != nil {
		t.Fatal(err)
	}
	// 300 flag + 33 tenths * 22p + 5 minutes * 30p = 300 + 726 + 150 = 1176, up to 1180.
	want := Breakdown{Tariff: "Tariff 1", FlagFall: 300, Distance: 726, Waiting: 150, Total: 1180}
	if b != want {
		t.Errorf("Fare = %+v, want %+v", b, want)
	}
}

func TestFareDoesNotChargeFloatNoise(t *testing.T) {
	b, err := Fare(Trip{Start: monday, Miles: 0.7, Passengers: 1}, tariff.Standard())
	if err != nil {
		t.Fatal(err)
	}
	if b.Distance != 7*22 {
		t.Errorf("0.7 miles charged %dp, want %dp", b.Distance, 7*22)
	}
}

func TestMinimumFare(t *testing.T) {
	b, _ := Fare(Trip{Start: monday, Miles: 0.2, Passengers: 1}, tariff.Standard())
	if b.Total != 450 {
		t.Errorf("short hop = %s, want the £4.50 minimum", Format(b.Total))
	}
	sunday := time.Date(2025, 6, 15, 14, 0, 0, 0, time.UTC)
	b, _ = Fare(Trip{Start: sunday, Miles: 0.2, Passengers: 1}, tariff.Standard())
	if b.Total != 550 || b.Tariff != "Tariff 2" {
		t.Errorf("Sunday short hop = %s on %s, want £5.50 on Tariff 2", Format(b.Total), b.Tariff)
	}
}

func TestExtraPassengers(t *testing.T) {
	b, _ := Fare(Trip{Start: monday, Miles: 2, Passengers: 6}, tariff.Standard())
	if b.Extras != 100 {
		t.Errorf("six passengers: extras %dp, want 100p", b.Extras)
	}
	if b.Total != 300+440+100 {
		t.Errorf("total %d, want %d", b.Total, 300+440+100)
	}
}

func TestFareRejectsNonsense(t *testing.T) {
	if _, err := Fare(Trip{Start: monday, Miles: -1, Passengers: 1}, tariff.Standard()); err == nil {
		t.Error("negative miles should be an error")
	}
	if _, err := Fare(Trip{Start: monday, Miles: 1}, tariff.Standard()); err == nil {
		t.Error("no passengers should be an error")
	}
}

func TestFormat(t *testing.T) {
	for pence, want := range map[int64]string{0: "£0.00", 5: "£0.05", 1230: "£12.30", -450: "-£4.50"} {
		if got := Format(pence); got != want {
			t.Errorf("Format(%d) = %q, want %q", pence, got, want)
		}
	}
}
