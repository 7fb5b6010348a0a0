package hairsalon

import (
	"strings"
	"testing"
)

func billOf(client string, lines ...Line) Bill {
	return Bill{Client: client, Day: tuesday, Lines: lines}
}

func TestTakingsAndVAT(t *testing.T) {
	c := &Card{Client: "Ms Grey"}
	till := NewTill(c)
	if _, err := till.Take(billOf("Ms Grey", Line{Stylist: "Ana", Price: 6000}), CardPayment, 500); err != nil {
		t.Fatal(err)
	}
	if _, err := till.Take(billOf("Mr Hale", Line{Stylist: "Ben", Price: 2800}), Cash, 0); err != nil {
		t.Fatal(err)
	}
	tk := till.Takings()
	if tk[CardPayment] != 6500 || tk[Cash] != 2800 {
		t.Errorf("takings %v", tk)
	}
	if till.VAT() != 1000+467 {
		t.Errorf("VAT %v", till.VAT())
	}
	if c.Points != 60 {
		t.Errorf("points %d", c.Points)
	}
	if m := till.Methods(); len(m) != 2 || m[0] != CardPayment {
		t.Errorf("methods %v", m)
	}
}

func TestTakeRejects(t *testing.T) {
	till := NewTill()
	if _, err := till.Take(billOf("A", Line{Price: 100}), GiftVoucher, 100); err == nil {
		t.Error("tip on a gift voucher")
	}
	if _, err := till.Take(billOf("A", Line{Price: 100}), Cash, -1); err == nil {
		t.Error("negative tip")
	}
}

func TestTipsShared(t *testing.T) {
	till := NewTill()
	_, _ = till.Take(billOf("Ms Grey", Line{Stylist: "Ana", Price: 6750}, Line{Stylist: "Ben", Price: 7500}), CardPayment, 1000)
	tips := till.Tips()
	if tips["Ana"]+tips["Ben"] != 1000 || tips["Ben"] != 526 {
		t.Errorf("tips %v", tips)
	}
}

func TestReceipt(t *testing.T) {
	b := billOf("Ms Grey", Line{Service: "Cut and finish", Stylist: "Ana", Price: 6750, Discount: 675})
	b.Concession = Student
	r := strings.Join(Receipt(Sale{Bill: b, Method: Cash, Tip: 300}), "\n")
	for _, want := range []string{"Ms Grey  Tue 10 Mar 2026", "student discount", "-£6.75", "£60.75", "of which VAT", "£10.13", "Tip", "Paid by cash"} {
		if !strings.Contains(r, want) {
			t.Errorf("receipt lacks %q:\n%s", want, r)
		}
	}
}
