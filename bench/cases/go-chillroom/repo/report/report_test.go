package report

import (
	"os"
	"testing"

	"example.com/chillroom/probe"
)

func readings(t *testing.T, name string) []probe.Reading {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rs, err := probe.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func TestProduceRoomTable(t *testing.T) {
	ts, err := Table("produce", readings(t, "produce-2026-03-14.log"))
	if err != nil {
		t.Fatal(err)
	}
	want := "Produce Sat 14 Mar 2026\n" +
		"max 04:30  4.78 °C\n" +
		"min 10:50  0.63 °C\n" +
		"max 16:50  4.77 °C\n" +
		"min 23:10  0.63 °C\n"
	if got := Format("produce", ts); got != want {
		t.Errorf("table:\n%s\nwant:\n%s", got, want)
	}
}

func TestUnknownRoom(t *testing.T) {
	if _, err := Table("freezer", nil); err == nil {
		t.Error("Table(freezer) gave no error")
	}
}
