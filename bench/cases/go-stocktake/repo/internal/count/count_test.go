package count

import (
	"strings"
	"testing"

	"example.com/stocktake/internal/catalog"
)

func testCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	c, err := catalog.Load(strings.NewReader(`
BEAN-400|Baked beans 400g|24|0.38
TEA-80|Tea bags 80s|12|1.15
SALT-1|Salt 1kg|1|0.65
`))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestParse(t *testing.T) {
	sheet := `# location sku quantity
A1 BEAN-400 3c 7e
A2 TEA-80   11
B4 BEAN-400 1c
B4 SALT-1   9
`
	lines, err := Parse(strings.NewReader(sheet), testCatalog(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 3 {
		t.Fatalf("got %d lines: %+v", len(lines), lines)
	}
	if l := lines[0]; l.SKU != "BEAN-400" || l.Each != 103 || strings.Join(l.Locations, ",") != "A1,B4" {
		t.Errorf("BEAN-400 line = %+v", l)
	}
	if l := lines[1]; l.SKU != "TEA-80" || l.Each != 11 {
		t.Errorf("TEA-80 line = %+v", l)
	}
	if l := lines[2]; l.SKU != "SALT-1" || l.Each != 9 {
		t.Errorf("SALT-1 line = %+v", l)
	}
}

func TestParseErrors(t *testing.T) {
	c := testCatalog(t)
	for _, sheet := range []string{"A1 BEAN-400", "A1 NOPE 3", "A1 TEA-80 3x"} {
		if _, err := Parse(strings.NewReader(sheet), c); err == nil {
			t.Errorf("Parse(%q): no error", sheet)
		}
	}
}
