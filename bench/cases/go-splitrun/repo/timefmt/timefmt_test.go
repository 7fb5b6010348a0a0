package timefmt

import "testing"

func TestSeconds(t *testing.T) {
	cases := map[string]int{"0:00:00": 0, "1:02:03": 3723, "0:25:30": 1530, " 2:00:01 ": 7201}
	for in, want := range cases {
		got, err := Seconds(in)
		if err != nil || got != want {
			t.Errorf("Seconds(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func TestSecondsRejects(t *testing.T) {
	for _, in := range []string{"", "abc", "1:60:00", "1:00:-1"} {
		if _, err := Seconds(in); err == nil {
			t.Errorf("Seconds(%q) accepted", in)
		}
	}
}

func TestFormat(t *testing.T) {
	if got := Format(3723); got != "1:02:03" {
		t.Errorf("Format(3723) = %q", got)
	}
	if got := Format(59); got != "0:00:59" {
		t.Errorf("Format(59) = %q", got)
	}
}
