package notation

import (
	"testing"

	"example.com/belltower/internal/row"
)

func TestApply(t *testing.T) {
	r := row.Rounds(6)
	cases := []struct {
		change string
		want   string
	}{
		{"x", "214365"},
		{"16", "132546"},
		{"12", "124365"},
		{"14", "132465"},
	}
	for _, c := range cases {
		ch, err := Parse(c.change, 6)
		if err != nil {
			t.Fatal(err)
		}
		if got := ch[0].Apply(r).String(); got != c.want {
			t.Errorf("%s on rounds = %s, want %s", c.change, got, c.want)
		}
	}
}

func TestApplyOddStage(t *testing.T) {
	ch, err := Parse("3.1.5", 5)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"21354", "23145", "32415"}
	r := row.Rounds(5)
	for i, c := range ch {
		r = c.Apply(r)
		if r.String() != want[i] {
			t.Fatalf("change %d (%s): %s, want %s", i, c, r, want[i])
		}
	}
}

func TestParseSymmetric(t *testing.T) {
	ch, err := Parse("&x16x16x16,+12", 6)
	if err != nil {
		t.Fatal(err)
	}
	if got := Format(ch); got != "x16x16x16x16x16x12" {
		t.Fatalf("Format = %s", got)
	}
	if len(ch) != 12 {
		t.Fatalf("%d changes, want 12", len(ch))
	}
}

func TestParseErrors(t *testing.T) {
	for _, bad := range []struct {
		s     string
		stage int
	}{
		{"x1.5", 5}, {"17", 6}, {"11", 6}, {"&,+12", 6}, {"12", 1},
	} {
		if _, err := Parse(bad.s, bad.stage); err == nil {
			t.Errorf("Parse(%q, %d) gave no error", bad.s, bad.stage)
		}
	}
}
