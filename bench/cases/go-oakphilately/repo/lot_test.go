package philately

import (
	"strings"
	"testing"
)

const gbCatalogue = `
# country|number|year|face|colour|mint|used
GB|1|1840|1d|black|£12000|£350
GB|2|1840|2d|blue|£38000|£950
GB|8|1841|1d|red-brown|£600|£35
GB|43|1858|1d|rose-red|£25|£2.75
GB|T1|1914|½d|green|£3|75p
GB|49|1858|½d|rose-red|£110|£30
GB|Z9|1990|1d|proof|-|-
`

func catalogue(t *testing.T) *Catalogue {
	t.Helper()
	c, err := ParseCatalogue(strings.NewReader(gbCatalogue))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestLookupIgnoresCase(t *testing.T) {
	c := catalogue(t)
	e, ok := c.Lookup("gb", "t1")
	if !ok || e.Used != 75 || e.Face != "½d" {
		t.Errorf("Lookup = %+v, %v", e, ok)
	}
	if _, ok := c.Lookup("GB", "999"); ok {
		t.Error("found a number that is not there")
	}
}

func TestParseCatalogueRejectsShortLines(t *testing.T) {
	_, err := ParseCatalogue(strings.NewReader("GB|1|1840|1d|black|£12000\n"))
	if err == nil || err.Error() != "line 1: want 7 fields, got 6" {
		t.Errorf("err = %v", err)
	}
}

var lot212 = Lot{Number: 212, Items: []Item{
	{Country: "GB", Number: "8", Used: true, Grade: Fine},
	{Country: "GB", Number: "1", Used: true, Grade: VeryGood, Faults: []string{"thin"}},
	{Country: "GB", Number: "43", Used: true, Grade: Superb},
	{Country: "GB", Number: "49", Used: false, Grade: VeryFine},
	{Country: "GB", Number: "Z9", Used: false, Grade: Fine},
}}

func TestValue(t *testing.T) {
	vs, err := lot212.Value(catalogue(t))
	if err != nil {
		t.Fatal(err)
	}
	var est []int
	for _, v := range vs {
		est = append(est, v.Estimate)
	}
	want := []int{2100, 4900, 412, 11000, 0}
	for i := range want {
		if est[i] != want[i] {
			t.Fatalf("estimates = %v; want %v", est, want)
		}
	}
	cat, total := Totals(vs)
	if cat != 3500+35000+275+11000 || total != 18412 {
		t.Errorf("Totals = %d, %d", cat, total)
	}
}

func TestValueUnknownNumber(t *testing.T) {
	l := Lot{Number: 7, Items: []Item{{Country: "GB", Number: "3"}}}
	if _, err := l.Value(catalogue(t)); err == nil || err.Error() != "lot 7: GB 3 is not in the catalogue" {
		t.Errorf("err = %v", err)
	}
}

func TestSheet(t *testing.T) {
	got, err := lot212.Sheet(catalogue(t))
	if err != nil {
		t.Fatal(err)
	}
	want := `Lot 212
  GB SG8 1841 1d red-brown used                    F     £35.00   £21.00
  GB SG1 1840 1d black used (thin)                 VG   £350.00   £49.00
  GB SG43 1858 1d rose-red used                    S      £2.75    £4.12
  GB SG49 1858 ½d rose-red mint                    VF   £110.00  £110.00
  GB SGZ9 1990 1d proof mint                       F          -       0p
  Total                                                 £497.75  £184.12
`
	if got != want {
		t.Errorf("sheet:\n%s\nwant:\n%s", got, want)
	}
}
