package flock

import (
	"reflect"
	"testing"
)

func TestParseClass(t *testing.T) {
	cases := map[string]Class{
		"ewe":      Ewe,
		"Ewes":     Ewe,
		" wether ": Wether,
		"HOGGETS":  Hogget,
		"lamb":     Lamb,
		"rams":     Ram,
	}
	for in, want := range cases {
		got, err := ParseClass(in)
		if err != nil || got != want {
			t.Errorf("ParseClass(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseClass("goat"); err == nil {
		t.Error("ParseClass(goat): want an error")
	}
}

func TestClassNames(t *testing.T) {
	if Hogget.String() != "hogget" || Ram.Plural() != "rams" {
		t.Errorf("names: %s %s", Hogget, Ram.Plural())
	}
	if Class(9).String() != "Class(9)" {
		t.Errorf("out of range: %s", Class(9))
	}
	if !Wether.Adult() || Lamb.Adult() || Hogget.Adult() {
		t.Error("Adult: wethers are adult, lambs and hoggets are not")
	}
}

const mobText = `
# Tuesday's mobs
Back flat ewes, ewes, 420, Back flat
Weaners, lambs, 310, Creek
Rams, ram, 18, House
Top wethers, wethers, 265, Back flat
`

func TestParseMobs(t *testing.T) {
	mobs, err := ParseMobs(mobText)
	if err != nil {
		t.Fatal(err)
	}
	if len(mobs) != 4 {
		t.Fatalf("got %d mobs", len(mobs))
	}
	if mobs[2] != (Mob{Name: "Rams", Class: Ram, Head: 18, Paddock: "House"}) {
		t.Errorf("mob 3: %+v", mobs[2])
	}
	if TotalHead(mobs) != 1013 {
		t.Errorf("TotalHead = %d", TotalHead(mobs))
	}
	want := map[Class]int{Ewe: 420, Lamb: 310, Ram: 18, Wether: 265}
	if got := ByClass(mobs); !reflect.DeepEqual(got, want) {
		t.Errorf("ByClass = %v", got)
	}
	if got := Paddocks(mobs); !reflect.DeepEqual(got, []string{"Back flat", "Creek", "House"}) {
		t.Errorf("Paddocks = %v", got)
	}
}

func TestParseMobsErrors(t *testing.T) {
	for _, text := range []string{
		"Ewes, ewes",
		"Ewes, goats, 10",
		"Ewes, ewes, ten",
		"Ewes, ewes, 0",
		"a, ewe, 1, b, c",
	} {
		if _, err := ParseMobs(text); err == nil {
			t.Errorf("ParseMobs(%q): want an error", text)
		}
	}
}
