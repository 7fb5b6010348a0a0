package variance

import (
	"strings"
	"testing"

	"example.com/stocktake/internal/catalog"
	"example.com/stocktake/internal/count"
)

const products = `
BEAN-400|Baked beans 400g|24|0.38
TEA-80|Tea bags 80s|12|1.15
SALT-1|Salt 1kg|1|0.65
RICE-2|Rice 2kg|6|1.90
`

func load(t *testing.T, sheet, bookText string) (Result, error) {
	t.Helper()
	cat, err := catalog.Load(strings.NewReader(products))
	if err != nil {
		t.Fatal(err)
	}
	counted, err := count.Parse(strings.NewReader(sheet), cat)
	if err != nil {
		t.Fatal(err)
	}
	book, err := ReadBook(strings.NewReader(bookText))
	if err != nil {
		t.Fatal(err)
	}
	return Compare(cat, book, counted)
}

func TestCompare(t *testing.T) {
	res, err := load(t, `
A1 BEAN-400 4c 2e
A2 TEA-80 11
B1 SALT-1 9
`, `
BEAN-400 100
TEA-80 12
RICE-2 6
`)
	if err != nil {
		t.Fatal(err)
	}
	want := []Line{
		{SKU: "BEAN-400", Book: 100, Counted: 98, Diff: -2, Value: -76},
		{SKU: "RICE-2", Book: 6, Counted: 0, Diff: -6, Value: -1140},
		{SKU: "SALT-1", Book: 0, Counted: 9, Diff: 9, Value: 585},
		{SKU: "TEA-80", Book: 12, Counted: 11, Diff: -1, Value: -115},
	}
	if len(res.Lines) != len(want) {
		t.Fatalf("got %d lines, want %d: %+v", len(res.Lines), len(want), res.Lines)
	}
	for i, w := range want {
		if res.Lines[i] != w {
			t.Errorf("line %d = %+v, want %+v", i, res.Lines[i], w)
		}
	}
	if res.Net != -746 {
		t.Errorf("Net = %d, want -746", res.Net)
	}
}

func TestOver(t *testing.T) {
	res, err := load(t, `
A1 BEAN-400 4c 2e
A2 TEA-80 11
B1 SALT-1 9
`, `
BEAN-400 100
TEA-80 12
RICE-2 6
`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range res.Over(5) {
		got = append(got, l.SKU)
	}
	if strings.Join(got, ",") != "RICE-2,SALT-1,TEA-80" {
		t.Errorf("Over(5) = %v", got)
	}
}

func TestCompareUnknownSKU(t *testing.T) {
	if _, err := load(t, "", "NOPE-1 3"); err == nil {
		t.Error("unknown book SKU: no error")
	}
}
