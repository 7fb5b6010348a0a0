package mill

import "testing"

func TestPack(t *testing.T) {
	p, err := Pack(3669.2, Bag25)
	if err != nil {
		t.Fatal(err)
	}
	want := Packing{Size: Bag25, Bags: 146, Pallets: 4, Remainder: 19.2}
	if p != want {
		t.Errorf("pack = %+v, want %+v", p, want)
	}
	p, _ = Pack(960, Bag16)
	if p.Bags != 60 || p.Pallets != 1 || p.Remainder != 0 {
		t.Errorf("exact pallet = %+v", p)
	}
	if _, err := Pack(100, BagSize(10)); err == nil {
		t.Error("10 kg bags accepted")
	}
}
