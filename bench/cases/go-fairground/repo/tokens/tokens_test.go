package tokens

import "testing"

var booth = Sheet{Bundles: []Bundle{
	{Tokens: 1, PricePence: 100},
	{Tokens: 10, PricePence: 800},
	{Tokens: 25, PricePence: 1800},
}}

func TestCheapest(t *testing.T) {
	cases := []struct {
		need   int
		tokens int
		pence  int
		str    string
	}{
		{0, 0, 0, "nothing = 0 tokens £0.00"},
		{3, 3, 300, "3x1 = 3 tokens £3.00"},
		{8, 8, 800, "8x1 = 8 tokens £8.00"},
		{9, 10, 800, "1x10 = 10 tokens £8.00"},
		{21, 21, 1700, "2x10 + 1x1 = 21 tokens £17.00"},
		{23, 25, 1800, "1x25 = 25 tokens £18.00"},
		{36, 36, 2700, "1x25 + 1x10 + 1x1 = 36 tokens £27.00"},
	}
	for _, c := range cases {
		p, err := booth.Cheapest(c.need)
		if err != nil {
			t.Fatalf("Cheapest(%d): %v", c.need, err)
		}
		if p.Tokens != c.tokens || p.PricePence != c.pence || p.String() != c.str {
			t.Errorf("Cheapest(%d) = %s, want %s", c.need, p, c.str)
		}
	}
}

func TestCheapestBadSheet(t *testing.T) {
	if _, err := (Sheet{}).Cheapest(3); err != ErrNoBundles {
		t.Errorf("empty sheet: err = %v", err)
	}
	if _, err := (Sheet{Bundles: []Bundle{{Tokens: 0, PricePence: 5}}}).Cheapest(3); err == nil {
		t.Error("zero-token bundle accepted")
	}
}

func TestPounds(t *testing.T) {
	for pence, want := range map[int]string{0: "£0.00", 5: "£0.05", 950: "£9.50", -120: "-£1.20"} {
		if got := Pounds(pence); got != want {
			t.Errorf("Pounds(%d) = %q, want %q", pence, got, want)
		}
	}
}
