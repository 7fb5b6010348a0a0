package report

import (
	"bytes"
	"strings"
	"testing"

	"example.com/stocktake/internal/catalog"
	"example.com/stocktake/internal/count"
	"example.com/stocktake/internal/variance"
)

func build(t *testing.T) (*catalog.Catalog, variance.Result) {
	t.Helper()
	cat, err := catalog.Load(strings.NewReader(`
BEAN-400|Baked beans 400g|24|0.38
TEA-80|Tea bags 80s|12|1.15
`))
	if err != nil {
		t.Fatal(err)
	}
	counted, err := count.Parse(strings.NewReader("A1 BEAN-400 4c 2e\nA2 TEA-80 1c\n"), cat)
	if err != nil {
		t.Fatal(err)
	}
	res, err := variance.Compare(cat, map[string]int{"BEAN-400": 100, "TEA-80": 12}, counted)
	if err != nil {
		t.Fatal(err)
	}
	return cat, res
}

func TestWrite(t *testing.T) {
	cat, res := build(t)
	var buf bytes.Buffer
	if err := Write(&buf, cat, res, Options{}); err != nil {
		t.Fatal(err)
	}
	want := `       SKU           Product   Book  Counted  Diff  Value
  BEAN-400  Baked beans 400g  4c 4e    4c 2e    -2  -0.76
    TEA-80      Tea bags 80s     1c       1c    +0   0.00
Net variance: -0.76
`
	if got := buf.String(); got != want {
		t.Errorf("report:\n%s\nwant:\n%s", got, want)
	}
}

func TestWriteTolerance(t *testing.T) {
	cat, res := build(t)
	var buf bytes.Buffer
	if err := Write(&buf, cat, res, Options{Tolerance: 5}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "BEAN-400") || strings.Contains(buf.String(), "TEA-80") {
		t.Errorf("lines within 5%% listed:\n%s", buf.String())
	}
}
