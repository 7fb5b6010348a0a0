package mill

import "testing"

var batch = Batch{
	Number:   27,
	Parts:    []Part{{paragon, 3000}, {skyfall, 2000}},
	Hardness: Hard,
	Flour:    White,
	Size:     Bag25,
}

func TestWork(t *testing.T) {
	s, err := Work(batch)
	if err != nil {
		t.Fatal(err)
	}
	if s.Temper.WaterL != 173.7 || s.Temper.Dampenings != 1 {
		t.Errorf("temper = %+v", s.Temper)
	}
	if s.Yield.Flour != 3669.2 {
		t.Errorf("flour = %v, want 3669.2", s.Yield.Flour)
	}
	if s.Packing.Bags != 146 || s.Protein != 11.3 {
		t.Errorf("bags %d, protein %v", s.Packing.Bags, s.Protein)
	}
}

func TestRender(t *testing.T) {
	s, err := Work(batch)
	if err != nil {
		t.Fatal(err)
	}
	want := `Batch 27: white flour
  L-101  Paragon       3000.0 kg
  L-102  Skyfall       2000.0 kg
Grist: 5000.0 kg, protein 12.3%, moisture 13.6%
Temper to 16.5%: 173.7 L water, 1 pass(es), rest 18 h
Yield: flour 3669.2, bran 1325.0, germ 101.9, loss 77.6 kg
Bags: 146 x 25 kg on 4 pallet(s), 19.2 kg over
Flour protein: 11.3%
`
	if got := Render(batch, s); got != want {
		t.Errorf("sheet:\n%s\nwant:\n%s", got, want)
	}
}
