package office

import (
	"errors"
	"testing"
	"time"

	"minicab/dispatch"
	"minicab/earnings"
	"minicab/geo"
	"minicab/meter"
	"minicab/tariff"
)

var (
	station = geo.Point{Lat: 51.4816, Lon: -3.1791}
	castle  = geo.Point{Lat: 51.4822, Lon: -3.1812}
	bay     = geo.Point{Lat: 51.4637, Lon: -3.1633}
	heath   = geo.Point{Lat: 51.5080, Lon: -3.1870}
	airport = geo.Point{Lat: 51.3967, Lon: -3.3433}
)

func clock(hhmm string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", "2025-06-16 "+hhmm)
	if err != nil {
		panic(err)
	}
	return t
}

func morningShift() *Office {
	return New(tariff.Standard(), []dispatch.Driver{
		{ID: "C07", At: bay, Seats: 6, FreeSince: clock("06:30")},
		{ID: "C12", At: castle, Seats: 4, FreeSince: clock("07:10")},
		{ID: "C31", At: heath, Seats: 4, FreeSince: clock("07:00")},
	})
}

func mustBook(t *testing.T, o *Office, b dispatch.Booking, wantDriver string) {
	t.Helper()
	a, err := o.Book(b)
	if err != nil {
		t.Fatalf("Book(%s): %v", b.Ref, err)
	}
	if a.Driver.ID != wantDriver {
		t.Fatalf("Book(%s) sent %s, want %s", b.Ref, a.Driver.ID, wantDriver)
	}
}

func TestBookingMarksDriverBusy(t *testing.T) {
	o := morningShift()
	mustBook(t, o, dispatch.Booking{Ref: "B1", Pickup: station, Passengers: 1}, "C12")
	if d, _ := o.Driver("C12"); !d.OnJob {
		t.Error("C12 should be on a job")
	}
	if _, err := o.Book(dispatch.Booking{Ref: "B1", Pickup: station, Passengers: 1}); err == nil {
		t.Error("booking the same ref twice should fail")
	}
}

func TestCompleteFreesDriverWhereTheyDropped(t *testing.T) {
	o := morningShift()
	mustBook(t, o, dispatch.Booking{Ref: "B1", Pickup: station, Passengers: 1}, "C12")
	if _, err := o.Complete("B1", meter.Trip{Start: clock("08:05"), Miles: 1.4, Passengers: 1}, bay, clock("08:15"), false); err != nil {
		t.Fatal(err)
	}
	d, _ := o.Driver("C12")
	if d.OnJob || d.At != bay || !d.FreeSince.Equal(clock("08:15")) {
		t.Errorf("C12 after drop-off = %+v", d)
	}
	if _, err := o.Complete("B1", meter.Trip{Start: clock("08:05"), Miles: 1, Passengers: 1}, bay, clock("08:20"), false); err == nil {
		t.Error("completing a closed booking should fail")
	}
}

func TestNoCarForTheBooking(t *testing.T) {
	o := morningShift()
	_, err := o.Book(dispatch.Booking{Ref: "B9", Pickup: station, Passengers: 7})
	if !errors.Is(err, dispatch.ErrNoDriver) {
		t.Errorf("err = %v, want ErrNoDriver", err)
	}
}

func TestMorningRush(t *testing.T) {
	o := morningShift()

	// A family of four off the early train to the airport: nearest car that fits.
	mustBook(t, o, dispatch.Booking{Ref: "B1", Pickup: station, Passengers: 4}, "C12")
	// Two commuters from the Heath into town.
	mustBook(t, o, dispatch.Booking{Ref: "B2", Pickup: heath, Passengers: 2}, "C31")
	// A party of five from the Bay: only the six-seater will do.
	mustBook(t, o, dispatch.Booking{Ref: "B3", Pickup: bay, Passengers: 5}, "C07")

	trips := []struct {
		ref     string
		trip    meter.Trip
		dropOff geo.Point
		done    string
		card    bool
		want    int64
	}{
		{"B1", meter.Trip{Start: clock("07:20"), Miles: 11.8, WaitMinutes: 3, Passengers: 4}, airport, "07:48", true, 2990},
		{"B2", meter.Trip{Start: clock("07:25"), Miles: 2.1, WaitMinutes: 6, Passengers: 2}, station, "07:41", false, 950},
		{"B3", meter.Trip{Start: clock("07:30"), Miles: 1.6, Passengers: 5}, castle, "07:40", true, 710},
	}
	for _, tr := range trips {
		b, err := o.Complete(tr.ref, tr.trip, tr.dropOff, clock(tr.done), tr.card)
		if err != nil {
			t.Fatal(err)
		}
		if b.Total != tr.want {
			t.Errorf("%s fare = %s, want %s", tr.ref, meter.Format(b.Total), meter.Format(tr.want))
		}
	}

	want := []earnings.Statement{
		{Driver: "C07", Jobs: 1, Takings: 710, CardTakings: 710, Commission: 107, Owed: 603},
		{Driver: "C12", Jobs: 1, Takings: 2990, CardTakings: 2990, Commission: 449, Owed: 2541},
		{Driver: "C31", Jobs: 1, Takings: 950, CardTakings: 0, Commission: 143, Owed: -143},
	}
	got := o.Statements()
	if len(got) != len(want) {
		t.Fatalf("Statements = %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("statement %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}
