package mill

import "testing"

func TestMillWhite(t *testing.T) {
	y, err := Mill(1000, White)
	if err != nil {
		t.Fatal(err)
	}
	// 15 kg lost, 985 net: 709.2 flour, 19.7 germ, the rest bran
	want := Yield{Flour: 709.2, Bran: 256.1, Germ: 19.7, Loss: 15}
	if y != want {
		t.Errorf("yield = %+v, want %+v", y, want)
	}
}

func TestMillWholemeal(t *testing.T) {
	y, _ := Mill(200, Wholemeal)
	if y.Flour != 197 || y.Bran != 0 {
		t.Errorf("wholemeal = %+v", y)
	}
	if _, err := Mill(200, FlourType{Name: "odd", Extraction: 0}); err == nil {
		t.Error("zero extraction accepted")
	}
}

func TestFlourProtein(t *testing.T) {
	cases := []struct {
		ft   FlourType
		want float64
	}{{White, 11.3}, {Brown, 11.8}, {Wholemeal, 12.3}}
	for _, c := range cases {
		if got := FlourProtein(12.3, c.ft); got != c.want {
			t.Errorf("%s: %v, want %v", c.ft.Name, got, c.want)
		}
	}
}
