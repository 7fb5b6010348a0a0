package pay

import (
	"testing"

	"shearing/flock"
	"shearing/rates"
	"shearing/tally"
)

func testDay(t *testing.T) *tally.Day {
	t.Helper()
	d, err := tally.ParseSheet("2024-10-08", 4, `
1 Mick 48 ewes
1 Jacko 52 ewes
2 Mick 50 ewes
2 Jacko 47 ewes
3 Mick 30 wethers
3 Mick 14 rams
3 Jacko 46 wethers
4 Mick 58 lambs
4 Jacko 61 lambs
`)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

var hands = []Hand{
	{Name: "Sal", Role: ShedHand, Days: 1},
	{Name: "Dot", Role: Classer, Days: 1},
	{Name: "Bev", Role: ShedHand, Days: 1},
	{Name: "Ron", Role: Presser, Days: 1},
}

func TestSettle(t *testing.T) {
	st, err := Settle(rates.Standard(), testDay(t), hands)
	if err != nil {
		t.Fatal(err)
	}
	want := []Line{
		// Mick: 48 and 50 ewes, 30 wethers, 14 rams at double, 58 lambs.
		{Name: "Mick", Role: "shearer", Head: 200, Gross: 16374 + 17056 + 10234 + 9551 + 17807},
		// Jacko: 52 and 47 ewes, 46 wethers, 61 lambs.
		{Name: "Jacko", Role: "shearer", Head: 206, Gross: 17738 + 16033 + 15692 + 18728},
		{Name: "Dot", Role: "classer", Days: 1, Gross: 38950},
		{Name: "Ron", Role: "presser", Days: 1, Gross: 30215},
		{Name: "Bev", Role: "shed hand", Days: 1, Gross: 28640},
		{Name: "Sal", Role: "shed hand", Days: 1, Gross: 28640},
	}
	if len(st.Lines) != len(want) {
		t.Fatalf("%d lines: %+v", len(st.Lines), st.Lines)
	}
	for i := range want {
		if st.Lines[i] != want[i] {
			t.Errorf("line %d = %+v; want %+v", i, st.Lines[i], want[i])
		}
	}
	if got := st.ShearersTotal(); got != 139213 {
		t.Errorf("ShearersTotal = %d", got)
	}
	if got := st.Total(); got != 265658 {
		t.Errorf("Total = %d", got)
	}
	if got := st.CostPerHead(406); got != 654 {
		t.Errorf("CostPerHead = %d", got)
	}
}

func TestSettleMissingRate(t *testing.T) {
	card := rates.Standard()
	delete(card.PerHundred, flock.Lamb)
	if _, err := Settle(card, testDay(t), nil); err == nil || err.Error() != "Mick: pay: no rate for lambs" {
		t.Errorf("err = %v", err)
	}
	if _, err := Settle(rates.Standard(), testDay(t), []Hand{{Name: "X", Role: Role(7), Days: 1}}); err == nil {
		t.Error("unknown role: want an error")
	}
}

func TestFormat(t *testing.T) {
	cases := map[int]string{
		0:         "$0.00",
		5:         "$0.05",
		34112:     "$341.12",
		275897:    "$2,758.97",
		123456789: "$1,234,567.89",
		-2050:     "-$20.50",
	}
	for cents, want := range cases {
		if got := Format(cents); got != want {
			t.Errorf("Format(%d) = %q; want %q", cents, got, want)
		}
	}
}
