package icerink

import (
	"testing"
	"time"
)

func TestMemberPrice(t *testing.T) {
	day := at(10, 0)
	silver := Member{Name: "Ana", Tier: Silver, Expires: day.AddDate(0, 3, 0)}
	if got := MemberPrice(silver, 850, day); got != 638 {
		t.Fatalf("silver %v", got)
	}
	lapsed := Member{Name: "Ben", Tier: Gold, Expires: day.AddDate(0, 0, -1)}
	if got := MemberPrice(lapsed, 850, day); got != 850 {
		t.Fatalf("lapsed %v", got)
	}
	gold := Member{Name: "Cai", Tier: Gold, Expires: day}
	if got := MemberPrice(gold, 1050, day); got != 0 {
		t.Fatalf("gold %v", got)
	}
	if !FreeHire(silver, day) || FreeHire(Member{Tier: Bronze, Expires: day}, day) {
		t.Fatal("free hire")
	}
}

func TestRenew(t *testing.T) {
	day := time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC)
	m := Member{Name: "Ana", Tier: Bronze, Expires: time.Date(2024, 4, 30, 0, 0, 0, 0, time.UTC)}
	r, err := Renew(m, day)
	if err != nil || !r.Expires.Equal(time.Date(2025, 4, 30, 0, 0, 0, 0, time.UTC)) {
		t.Fatalf("renew early %v %v", r.Expires, err)
	}
	m.Expires = time.Date(2023, 12, 31, 0, 0, 0, 0, time.UTC)
	r, _ = Renew(m, day)
	if !r.Expires.Equal(time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)) {
		t.Fatalf("renew lapsed %v", r.Expires)
	}
	if _, err := Renew(Member{Name: "Dee"}, day); err == nil {
		t.Fatal("renewed nothing")
	}
}
