package ledger

import "testing"

func TestPostMovesMoney(t *testing.T) {
	l := New()
	if err := l.Post("bank", "rent", "850.00", "March"); err != nil {
		t.Fatal(err)
	}
	if l.Balance("bank") != -85000 || l.Balance("rent") != 85000 {
		t.Errorf("balances bank=%v rent=%v", l.Balance("bank"), l.Balance("rent"))
	}
}

func TestPostRejectsBadAmount(t *testing.T) {
	if err := New().Post("a", "b", "ten", ""); err == nil {
		t.Error("want an error for a bad amount")
	}
}
