package report

import (
	"testing"
	"time"

	"example.com/oncall/internal/rota"
)

func TestWeek(t *testing.T) {
	monday := time.Date(2024, 1, 1, 9, 0, 0, 0, time.UTC)
	s := rota.Schedule{Rotation: rota.Rotation{Members: []string{"ana", "ben"}, Start: monday, Shift: 72 * time.Hour}}
	_ = s.Add(rota.Override{Member: "ana", From: monday.Add(80 * time.Hour), To: monday.Add(90 * time.Hour), Reason: "ben travels"})
	want := "" +
		"Mon 01 Jan 09:00  on call: ana\n" +
		"Thu 04 Jan 09:00  ana -> ben\n" +
		"Thu 04 Jan 17:00  ben -> ana (ben travels)\n" +
		"Fri 05 Jan 03:00  ana -> ben (ben travels)\n" +
		"Sun 07 Jan 09:00  ben -> ana\n"
	if got := Week(s, monday); got != want {
		t.Errorf("Week =\n%s\nwant\n%s", got, want)
	}
}
