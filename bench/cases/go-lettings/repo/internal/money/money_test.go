package money

import "testing"

func TestString(t *testing.T) {
	cases := map[Pence]string{
		0:         "£0.00",
		5:         "£0.05",
		117500:    "£1,175.00",
		123456789: "£1,234,567.89",
		-65000:    "-£650.00",
	}
	for p, want := range cases {
		if got := p.String(); got != want {
			t.Errorf("Pence(%d).String() = %q, want %q", int64(p), got, want)
		}
	}
}

func TestParse(t *testing.T) {
	for in, want := range map[string]Pence{"£1,175.00": 117500, "950": 95000, "12.30": 1230} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "12.3", "£abc", "1.2.3"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) gave no error", bad)
		}
	}
}
