package units

import "testing"

func TestParseQty(t *testing.T) {
	cases := []struct {
		in   string
		want Qty
	}{
		{"17", Qty{Eaches: 17}},
		{"2c 5e", Qty{Cases: 2, Eaches: 5}},
		{"3c", Qty{Cases: 3}},
		{"5e 1c 2e", Qty{Cases: 1, Eaches: 7}},
	}
	for _, c := range cases {
		got, err := ParseQty(c.in)
		if err != nil {
			t.Fatalf("ParseQty(%q): %v", c.in, err)
		}
		if got != c.want {
			t.Errorf("ParseQty(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

func TestParseQtyErrors(t *testing.T) {
	for _, in := range []string{"", "  ", "x", "2x", "-1", "c"} {
		if _, err := ParseQty(in); err == nil {
			t.Errorf("ParseQty(%q): no error", in)
		}
	}
}

func TestQtyString(t *testing.T) {
	for _, c := range []struct {
		q    Qty
		want string
	}{
		{Qty{}, "0e"},
		{Qty{Cases: 2}, "2c"},
		{Qty{Cases: 2, Eaches: 3}, "2c 3e"},
	} {
		if got := c.q.String(); got != c.want {
			t.Errorf("%+v.String() = %q, want %q", c.q, got, c.want)
		}
	}
}

func TestToEach(t *testing.T) {
	p := Pack{Case: 24}
	got, err := p.ToEach(Qty{Cases: 2, Eaches: 5})
	if err != nil || got != 53 {
		t.Errorf("ToEach = %d, %v; want 53", got, err)
	}
	if _, err := p.ToEach(Qty{Cases: -1}); err == nil {
		t.Error("negative quantity: no error")
	}
}

func TestSplit(t *testing.T) {
	if got := (Pack{Case: 12}).Split(30); got != (Qty{Cases: 2, Eaches: 6}) {
		t.Errorf("Split(30) = %+v", got)
	}
	if got := (Pack{Case: 1}).Split(30); got != (Qty{Eaches: 30}) {
		t.Errorf("loose Split(30) = %+v", got)
	}
}

func TestParsePack(t *testing.T) {
	p, err := ParsePack(" 24 ")
	if err != nil || p.Case != 24 {
		t.Errorf("ParsePack = %+v, %v", p, err)
	}
	if _, err := ParsePack("0"); err == nil {
		t.Error("ParsePack(0): no error")
	}
}
