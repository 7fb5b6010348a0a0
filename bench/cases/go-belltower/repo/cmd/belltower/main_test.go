package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunPlainBobMinor(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"Plain", "Bob", "Minor"}, &out); err != nil {
		t.Fatal(err)
	}
	want := "Plain Bob Minor: 60 changes in 5 leads\n" +
		"lead heads: 135264 156342 164523 142635 123456\n" +
		"true\n"
	if out.String() != want {
		t.Fatalf("got\n%s\nwant\n%s", out.String(), want)
	}
}

func TestRunRows(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-rows", "grandsire doubles"}, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3+30+1 {
		t.Fatalf("%d lines", len(lines))
	}
	if lines[3] != "12345" || lines[4] != "21354" || lines[len(lines)-1] != "12345" {
		t.Fatalf("rows start %q %q, end %q", lines[3], lines[4], lines[len(lines)-1])
	}
}

func TestRunList(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-list"}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "Cambridge Surprise Minor\n") {
		t.Fatalf("list starts %q", out.String())
	}
}

func TestRunUnknown(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"Stedman", "Caters"}, &out); err == nil {
		t.Fatal("no error for a method not in the library")
	}
}
