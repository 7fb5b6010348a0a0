package pricing

import (
	"strings"
	"testing"
	"time"

	"yachtcharter/booking"
	"yachtcharter/fleet"
	"yachtcharter/season"
)

var zephyr = fleet.Yacht{ID: "SO349", Name: "Zephyr", Model: "Sun Odyssey 349", Category: fleet.Monohull,
	LengthFt: 34, Cabins: 2, Berths: 6, Heads: 1, CruiseKnots: 6, FuelBurnLPH: 3, FuelTankL: 130, Base: "LEF"}

func terms() Options {
	return Options{
		Prices: PriceList{
			SkipperPerDay:   18000,
			HostessPerDay:   15000,
			LinenPerGuest:   2500,
			OutboardPerWeek: 9000,
			PaddleboardWeek: 7000,
		},
		VATPct:            12,
		EarlyBirdDays:     120,
		EarlyBirdPct:      10,
		LongCharterNights: 14,
		LongCharterPct:    7.5,
		Deposits:          map[fleet.Category]int64{fleet.Monohull: 150000, fleet.Catamaran: 250000},
	}
}

func calendar(t *testing.T) (season.Calendar, season.RateCard) {
	t.Helper()
	c, err := season.NewCalendar(
		season.Period{From: season.Date(2025, time.May, 31), To: season.Date(2025, time.July, 5), Band: season.High},
		season.Period{From: season.Date(2025, time.July, 5), To: season.Date(2025, time.August, 30), Band: season.Peak},
	)
	if err != nil {
		t.Fatal(err)
	}
	rates := season.RateCard{"SO349": {season.Low: 140000, season.High: 210000, season.Peak: 280000}}
	return c, rates
}

func TestComputePlainWeek(t *testing.T) {
	cal, rates := calendar(t)
	b := booking.Booking{Ref: "A1", YachtID: "SO349", Start: season.Date(2025, time.June, 7), Nights: 7, Guests: 4}
	q, err := Compute(b, zephyr, cal, rates, terms())
	if err != nil {
		t.Fatal(err)
	}
	if q.Charter != 210000 || q.Discount != 0 || q.Extras != 0 {
		t.Errorf("charter/discount/extras = %d/%d/%d", q.Charter, q.Discount, q.Extras)
	}
	if q.VAT != 25200 || q.Total != 235200 {
		t.Errorf("VAT/total = %d/%d, want 25200/235200", q.VAT, q.Total)
	}
	if q.Deposit != 150000 {
		t.Errorf("deposit = %d", q.Deposit)
	}
}

func TestComputeAcrossBandsWithExtras(t *testing.T) {
	cal, rates := calendar(t)
	b := booking.Booking{Ref: "A2", YachtID: "SO349", Start: season.Date(2025, time.July, 1), Nights: 10, Guests: 5,
		Skipper: true, Extras: []string{"linen", "outboard"}}
	q, err := Compute(b, zephyr, cal, rates, terms())
	if err != nil {
		t.Fatal(err)
	}
	// 4 high nights at 30000 and 6 peak nights at 40000
	if q.Charter != 360000 {
		t.Errorf("charter = %d, want 360000", q.Charter)
	}
	// skipper 10 x 18000, linen 5 x 2500, outboard 2 weeks x 9000
	if q.Extras != 210500 {
		t.Errorf("extras = %d, want 210500", q.Extras)
	}
	if q.Total != 638960 {
		t.Errorf("total = %d, want 638960", q.Total)
	}
}

func TestDiscounts(t *testing.T) {
	cal, rates := calendar(t)
	early := booking.Booking{Ref: "E1", YachtID: "SO349", Start: season.Date(2025, time.June, 7), Nights: 7, Guests: 2,
		Booked: season.Date(2025, time.January, 15)}
	q, _ := Compute(early, zephyr, cal, rates, terms())
	if q.Discount != 21000 {
		t.Errorf("early-bird discount = %d, want 21000", q.Discount)
	}
	long := booking.Booking{Ref: "L1", YachtID: "SO349", Start: season.Date(2025, time.June, 7), Nights: 14, Guests: 2,
		Booked: season.Date(2025, time.May, 1)}
	q, _ = Compute(long, zephyr, cal, rates, terms())
	if q.Discount != 31500 {
		t.Errorf("long-charter discount = %d, want 31500", q.Discount)
	}
	both := long
	both.Booked = season.Date(2025, time.January, 15)
	q, _ = Compute(both, zephyr, cal, rates, terms())
	if q.Discount != 42000 {
		t.Errorf("early and long: discount = %d, want the larger 42000", q.Discount)
	}
}

func TestComputeRefusesTooManyGuests(t *testing.T) {
	cal, rates := calendar(t)
	b := booking.Booking{Ref: "A3", YachtID: "SO349", Start: season.Date(2025, time.June, 7), Nights: 7, Guests: 7}
	if _, err := Compute(b, zephyr, cal, rates, terms()); err == nil {
		t.Error("seven guests on a six-berth yacht priced")
	}
	b.Guests, b.YachtID = 2, "LAG42"
	if _, err := Compute(b, zephyr, cal, rates, terms()); err == nil {
		t.Error("booking of another yacht priced")
	}
}

func TestSummary(t *testing.T) {
	cal, rates := calendar(t)
	b := booking.Booking{Ref: "A1", YachtID: "SO349", Start: season.Date(2025, time.June, 7), Nights: 7, Guests: 4,
		Extras: []string{"paddleboard"}}
	q, _ := Compute(b, zephyr, cal, rates, terms())
	want := strings.Join([]string{
		"Zephyr, 7 nights    €2,100.00",
		"Paddleboard            €70.00",
		"VAT 12%               €260.40",
		"Total               €2,430.40",
		"Security deposit (refundable): €1,500.00",
		"",
	}, "\n")
	if got := Summary(q); got != want {
		t.Errorf("Summary() =\n%s\nwant\n%s", got, want)
	}
}

func TestEuros(t *testing.T) {
	for cents, want := range map[int64]string{0: "€0.00", 5: "€0.05", 123456: "€1,234.56", 100000000: "€1,000,000.00", -2550: "-€25.50"} {
		if got := Euros(cents); got != want {
			t.Errorf("Euros(%d) = %q, want %q", cents, got, want)
		}
	}
}
