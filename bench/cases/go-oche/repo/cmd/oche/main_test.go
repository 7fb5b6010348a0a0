package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out bytes.Buffer
	in := "T20 T20 T20\nT20 S20 S1\n\nT20 D20\n"
	if err := run(strings.NewReader(in), &out, 301); err != nil {
		t.Fatal(err)
	}
	want := "180 scored, 121 left\n81 scored, 40 left\nbust, 40 left\nlegs 0/1, average 87.00, highest checkout 0\n"
	if out.String() != want {
		t.Errorf("output:\n%s\nwant:\n%s", out.String(), want)
	}
}

func TestRunRejectsBadDarts(t *testing.T) {
	if err := run(strings.NewReader("T20 Q7\n"), &bytes.Buffer{}, 501); err == nil {
		t.Error("bad dart accepted")
	}
}
