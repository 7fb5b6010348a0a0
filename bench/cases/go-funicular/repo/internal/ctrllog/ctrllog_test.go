package ctrllog

import (
	"strings"
	"testing"
	"time"
)

func TestParseReadsEventsAndSkipsComments(t *testing.T) {
	events, err := Parse(strings.NewReader("# shift start\n1775030400000 DEPART lower passengers=31\n\n1775030550500 ARRIVE upper\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != 2 {
		t.Fatalf("got %d events", len(events))
	}
	if got := events[1].At.Sub(events[0].At); got != 150500*time.Millisecond {
		t.Errorf("gap = %v", got)
	}
	if events[0].Kind != Depart || events[0].Station != "lower" || events[0].Fields["passengers"] != "31" {
		t.Errorf("first event = %+v", events[0])
	}
}

func TestParseNamesTheBadLine(t *testing.T) {
	_, err := Parse(strings.NewReader("1775030400000 DEPART lower\n1775030400000 STOP upper\n"))
	if err == nil || err.Error() != `line 2: unknown event "STOP"` {
		t.Fatalf("err = %v", err)
	}
	_, err = Parse(strings.NewReader("12:00 DEPART lower\n"))
	if err == nil || !strings.Contains(err.Error(), "bad time") {
		t.Fatalf("err = %v", err)
	}
}

func TestIntField(t *testing.T) {
	event := Event{Fields: map[string]string{"passengers": "31", "load": "heavy"}}
	if n, ok, err := event.Int("passengers"); n != 31 || !ok || err != nil {
		t.Errorf("passengers = %d %v %v", n, ok, err)
	}
	if _, ok, _ := event.Int("missing"); ok {
		t.Error("missing field reported present")
	}
	if _, _, err := event.Int("load"); err == nil {
		t.Error("want an error for a non-number")
	}
}
