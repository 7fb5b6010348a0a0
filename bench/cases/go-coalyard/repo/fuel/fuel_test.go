package fuel

import "testing"

func TestLookupIgnoresCase(t *testing.T) {
	c := Standard()
	p, err := c.Lookup(" an25 ")
	if err != nil {
		t.Fatal(err)
	}
	if p.Kind != Anthracite || p.BagKg != 25 {
		t.Errorf("got %+v", p)
	}
	if _, err := c.Lookup("XX99"); err == nil {
		t.Error("unknown code accepted")
	}
}

func TestAuthorised(t *testing.T) {
	for k, want := range map[Kind]bool{
		HouseCoal: false, Anthracite: true, Smokeless: true, Logs: false, Kindling: false,
	} {
		if got := k.Authorised(); got != want {
			t.Errorf("%v.Authorised() = %v, want %v", k, got, want)
		}
	}
}

func TestAddRejectsNonsense(t *testing.T) {
	c := Catalogue{}
	bad := []Product{
		{Code: "", BagKg: 25, BagPrice: 100},
		{Code: "X1", BagKg: 0, BagPrice: 100},
		{Code: "X2", BagKg: 25, BagPrice: 0},
		{Code: "X3", BagKg: 25, BagPrice: 100, TonnePrice: -1},
	}
	for _, p := range bad {
		if err := c.Add(p); err == nil {
			t.Errorf("Add(%+v) accepted", p)
		}
	}
	if err := c.Add(Product{Code: "ok1", BagKg: 10, BagPrice: 500}); err != nil {
		t.Fatal(err)
	}
	if err := c.Add(Product{Code: "OK1", BagKg: 10, BagPrice: 500}); err == nil {
		t.Error("duplicate accepted")
	}
}

func TestCodesSorted(t *testing.T) {
	got := Standard().Codes()
	want := []string{"AN25", "HC25", "HC50", "KD40", "KN03", "OV25"}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

func TestSoldLoose(t *testing.T) {
	c := Standard()
	if p, _ := c.Lookup("HC50"); !p.SoldLoose() {
		t.Error("HC50 should be sold loose")
	}
	if p, _ := c.Lookup("OV25"); p.SoldLoose() {
		t.Error("OV25 is bagged only")
	}
}
