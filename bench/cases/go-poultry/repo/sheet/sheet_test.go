package sheet

import (
	"strings"
	"testing"
	"time"

	"poultry/flock"
)

// orchardLog is a day's run off the grader for the Orchard house: 44 eggs.
const orchardLog = `
58 64 61 73 55 66 70 62 53 59 67
63 60 71 57c 68 52 65 74 61 58 69
56 62d 64 60 72 59 63 66 75 54 61
67 57 62 70c 60 64 58 65 61d 73 66
`

func orchardDay() Day {
	return Day{
		Date:      time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC),
		House:     orchardHouse(),
		Deaths:    1,
		GraderLog: orchardLog,
		FeedKg:    5.6,
		Order:     "1x12L, 2x6M, 1x10XL, 1x6S",
	}
}

func orchardHouse() flock.House {
	return flock.House{
		Name:      "Orchard",
		Breed:     "Lohmann Brown",
		Placed:    50,
		Deaths:    2,
		HatchedOn: time.Date(2026, 3, 5, 0, 0, 0, 0, time.UTC),
	}
}

func TestRun(t *testing.T) {
	r, err := Run(orchardDay())
	if err != nil {
		t.Fatal(err)
	}
	if r.House.Hens() != 47 || r.Age != 39 {
		t.Errorf("hens %d, age %d, want 47 and 39", r.House.Hens(), r.Age)
	}
	if r.Tally.Total() != 44 || r.Tally.Outgrades() != 4 {
		t.Errorf("eggs %d, outgrades %d, want 44 and 4", r.Tally.Total(), r.Tally.Outgrades())
	}
	labels := r.Labels()
	if len(labels) != len(r.Packed) || labels[0].House != "Orchard" {
		t.Errorf("labels %v", labels)
	}
}

func TestFormat(t *testing.T) {
	r, err := Run(orchardDay())
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"Thu 03 Dec 2026, Orchard (Lohmann Brown, 39 wk)",
		"Hens: 47 (1 lost today, 6.0% since placing)",
		"Eggs: 44, 93.6% hen-day (curve 92.3%)",
		"Graded: S 1, M 18, L 17, XL 4; outgrades 2 cracked, 2 dirty (9.1%)",
		"Feed: 5.6 kg, 119 g/hen, FCR 2.01",
		"Packed: 1 x 12 L, 2 x 6 M",
		"Short: 1 x 10 XL, 1 x 6 S",
		"Left: S 1, M 6, L 5, XL 4",
		"",
	}, "\n")
	if got := Format(r); got != want {
		t.Errorf("Format:\n%s\nwant:\n%s", got, want)
	}
}

func TestRunErrors(t *testing.T) {
	d := orchardDay()
	d.Deaths = 60
	if _, err := Run(d); err == nil {
		t.Error("more deaths than hens accepted")
	}
	d = orchardDay()
	d.GraderLog = "61 6x"
	if _, err := Run(d); err == nil {
		t.Error("bad grader log accepted")
	}
	d = orchardDay()
	d.Order = "2x12Q"
	if _, err := Run(d); err == nil {
		t.Error("bad order accepted")
	}
}
