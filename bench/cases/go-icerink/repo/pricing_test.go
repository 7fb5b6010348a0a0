package icerink

import (
	"testing"
	"time"
)

// 2024-01-13 is a Saturday; 2024-01-16 a Tuesday.
func tuesday(h, m int) time.Time {
	return time.Date(2024, 1, 16, h, m, 0, 0, time.UTC)
}

func TestPeak(t *testing.T) {
	if !Peak(at(10, 0), false) {
		t.Fatal("saturday is peak")
	}
	if Peak(tuesday(10, 0), false) {
		t.Fatal("tuesday morning is off-peak")
	}
	if !Peak(tuesday(17, 0), false) || !Peak(tuesday(10, 0), true) {
		t.Fatal("evenings and school holidays are peak")
	}
}

func TestPrice(t *testing.T) {
	s := Session{Name: "Public", Kind: Public, Start: tuesday(10, 0), Length: time.Hour}
	p, _ := Price(Adult, s, false)
	if p != 850 {
		t.Fatalf("adult off-peak %v", p)
	}
	d := Session{Name: "Disco", Kind: Disco, Start: at(19, 0), Length: 2 * time.Hour}
	p, _ = Price(Child, d, false)
	if p != 1000 {
		t.Fatalf("child disco %v", p)
	}
	p, _ = Price(Spectator, d, false)
	if p != 200 {
		t.Fatalf("spectator disco %v", p)
	}
	if _, err := Price(Ticket(7), s, false); err == nil {
		t.Fatal("unknown ticket priced")
	}
}

func TestBasket(t *testing.T) {
	s := Session{Name: "Public", Kind: Public, Start: at(14, 0), Length: 2 * time.Hour}
	total, err := Basket(map[Ticket]int{Adult: 2, Child: 1, Toddler: 1}, s, false)
	if err != nil || total != 2900 {
		t.Fatalf("total %v %v", total, err)
	}
	if total.String() != "£29.00" {
		t.Fatalf("string %s", total)
	}
	if _, err := Basket(map[Ticket]int{Toddler: 1}, s, false); err == nil {
		t.Fatal("toddler alone accepted")
	}
}
