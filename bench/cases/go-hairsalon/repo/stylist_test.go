package hairsalon

import (
	"testing"
	"time"
)

func TestCanDo(t *testing.T) {
	m := testMenu(t)
	tm := testTeam()
	tint, _ := m.Lookup("COL-T")
	treat, _ := m.Lookup("TREAT")
	if !tm["Ana"].CanDo(tint) {
		t.Error("Ana cannot tint")
	}
	if tm["Cara"].CanDo(tint) {
		t.Error("a junior may not colour")
	}
	if tm["Ben"].CanDo(treat) {
		t.Error("Ben is not trained for treatments")
	}
}

func TestWorks(t *testing.T) {
	tm := testTeam()
	if !tm["Ana"].Works(at(tuesday, 16, 30), time.Hour) {
		t.Error("Ana's shift ends at 17:30")
	}
	if tm["Ana"].Works(at(tuesday, 17, 0), time.Hour) {
		t.Error("runs past the end of the shift")
	}
	if tm["Ana"].Works(at(monday, 10, 0), time.Hour) {
		t.Error("Ana does not work Mondays")
	}
	if tm["Ben"].Works(at(monday, 9, 30), time.Hour) {
		t.Error("Ben starts at 10")
	}
}

func TestTeamGet(t *testing.T) {
	if _, err := testTeam().Get("Dev"); err == nil {
		t.Error("unknown stylist found")
	}
	if HM(17, 30) != 1050 {
		t.Error(HM(17, 30))
	}
}
