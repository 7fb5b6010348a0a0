package session

import (
	"reflect"
	"testing"
	"time"

	"example.com/evcharge/tariff"
)

func at(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestMinutesCountsAStartedMinute(t *testing.T) {
	s := Session{Start: at("2025-03-01 10:00"), End: at("2025-03-01 10:30").Add(20 * time.Second)}
	if got := s.Minutes(); got != 31 {
		t.Errorf("Minutes() = %d, want 31", got)
	}
}

func TestDaytimeSessionOneBand(t *testing.T) {
	s := Session{Charger: "C1", Start: at("2025-03-01 10:00"), End: at("2025-03-01 12:00"), EnergyWh: 14000}
	bill, err := Price(s, tariff.Standard())
	if err != nil {
		t.Fatal(err)
	}
	want := Bill{Lines: []Line{{Band: "day", Minutes: 120, Wh: 14000, Pence: 378}}, Total: 378}
	if !reflect.DeepEqual(bill, want) {
		t.Errorf("Price = %+v, want %+v", bill, want)
	}
}

func TestEveningSessionCrossesPeak(t *testing.T) {
	s := Session{Charger: "C2", Start: at("2025-03-01 15:00"), End: at("2025-03-01 21:00"), EnergyWh: 36000}
	bill, err := Price(s, tariff.Standard())
	if err != nil {
		t.Fatal(err)
	}
	if len(bill.Lines) != 2 || bill.Lines[0].Minutes != 120 || bill.Lines[1].Minutes != 240 {
		t.Errorf("lines = %+v, want day 120 min and peak 240 min", bill.Lines)
	}
	if bill.Total != 324+912 {
		t.Errorf("total = %d, want %d", bill.Total, 324+912)
	}
}

func TestOvernightSession(t *testing.T) {
	s := Session{Charger: "C3", Start: at("2025-03-01 22:00"), End: at("2025-03-02 08:00"), EnergyWh: 30000}
	bill, err := Price(s, tariff.Standard())
	if err != nil {
		t.Fatal(err)
	}
	want := Bill{Lines: []Line{
		{Band: "day", Minutes: 120, Wh: 6000, Pence: 162},
		{Band: "night", Minutes: 480, Wh: 24000, Pence: 216},
	}, Total: 378}
	if !reflect.DeepEqual(bill, want) {
		t.Errorf("Price = %+v\nwant    %+v", bill, want)
	}
}

func TestSessionEndingAtSevenIsAllNight(t *testing.T) {
	s := Session{Charger: "C4", Start: at("2025-03-02 01:00"), End: at("2025-03-02 07:00"), EnergyWh: 18000}
	bill, err := Price(s, tariff.Standard())
	if err != nil {
		t.Fatal(err)
	}
	if len(bill.Lines) != 1 || bill.Lines[0].Band != "night" || bill.Total != 162 {
		t.Errorf("Price = %+v, want one night line of £1.62", bill)
	}
}

func TestRefusesBackwardsSession(t *testing.T) {
	s := Session{Charger: "C5", Start: at("2025-03-01 10:00"), End: at("2025-03-01 09:00")}
	if _, err := Price(s, tariff.Standard()); err == nil {
		t.Error("backwards session priced")
	}
}

func TestFormat(t *testing.T) {
	b := Bill{Lines: []Line{{Band: "day", Minutes: 120, Wh: 6000, Pence: 162}, {Band: "night", Minutes: 480, Wh: 24000, Pence: 216}}, Total: 378}
	want := "day     120 min    6.00 kWh  £1.62\nnight   480 min   24.00 kWh  £2.16\ntotal                        £3.78\n"
	if got := Format(b); got != want {
		t.Errorf("Format =\n%s\nwant\n%s", got, want)
	}
}

func TestByBand(t *testing.T) {
	bills := []Bill{
		{Lines: []Line{{Band: "peak", Minutes: 10, Wh: 1000, Pence: 38}}},
		{Lines: []Line{{Band: "day", Minutes: 5, Wh: 500, Pence: 14}, {Band: "peak", Minutes: 20, Wh: 2000, Pence: 76}}},
	}
	want := []Line{{Band: "day", Minutes: 5, Wh: 500, Pence: 14}, {Band: "peak", Minutes: 30, Wh: 3000, Pence: 114}}
	if got := ByBand(bills); !reflect.DeepEqual(got, want) {
		t.Errorf("ByBand = %+v, want %+v", got, want)
	}
}
