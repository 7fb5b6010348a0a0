package icerink

import (
	"testing"
	"time"
)

func TestDaySheet(t *testing.T) {
	tt := saturday()
	mustAdd(t, tt, Session{Name: "Learn to skate", Kind: Lesson, Start: at(9, 0), Length: 45 * time.Minute})
	mustAdd(t, tt, Session{Name: "Junior hockey", Kind: Hockey, Start: at(10, 0), Length: 90 * time.Minute})
	mustAdd(t, tt, Session{Name: "Afternoon public", Kind: Public, Start: at(14, 0), Length: 2 * time.Hour})
	want := "Saturday 13 January\n" +
		"===================\n" +
		"09:00-09:45  Learn to skate       lesson\n" +
		"10:00-11:30  Junior hockey        hockey\n" +
		"11:30-11:45  (resurface)         \n" +
		"14:00-16:00  Afternoon public     public\n" +
		"16:00-16:15  (resurface)         \n" +
		"Ice time: 4h15\n"
	if got := DaySheet("Saturday 13 January", tt); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
