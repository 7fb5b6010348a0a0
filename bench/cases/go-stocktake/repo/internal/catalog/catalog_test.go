package catalog

import (
	"strings"
	"testing"
)

const sample = `# sku | name | pack | cost per each
BEAN-400 | Baked beans 400g | 24 | 0.38
TEA-80   | Tea bags 80s      | 12 | 1.15

SALT-1   | Salt 1kg          | 1  | 0.65
`

func TestLoad(t *testing.T) {
	c, err := Load(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	p, ok := c.Lookup("TEA-80")
	if !ok {
		t.Fatal("TEA-80 not found")
	}
	if p.Name != "Tea bags 80s" || p.Pack.Case != 12 || p.Cost != 115 {
		t.Errorf("TEA-80 = %+v", p)
	}
	if got := strings.Join(c.SKUs(), ","); got != "BEAN-400,SALT-1,TEA-80" {
		t.Errorf("SKUs = %s", got)
	}
}

func TestLoadErrors(t *testing.T) {
	for _, in := range []string{
		"A|a|1",
		"|a|1|1.00",
		"A|a|0|1.00",
		"A|a|1|x",
		"A|a|1|1.00\nA|b|1|1.00",
	} {
		if _, err := Load(strings.NewReader(in)); err == nil {
			t.Errorf("Load(%q): no error", in)
		}
	}
}
