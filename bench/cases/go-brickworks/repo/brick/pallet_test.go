package brick

import "testing"

func TestPalletsFor(t *testing.T) {
	cases := map[int]int{0: 0, 1: 1, 400: 1, 401: 2, 2000: 5, 2150: 6}
	for n, want := range cases {
		got, err := StandardPallet.PalletsFor(n)
		if err != nil || got != want {
			t.Errorf("PalletsFor(%d) = %d, %v; want %d", n, got, err, want)
		}
	}
	if _, err := (Pallet{}).PalletsFor(10); err == nil {
		t.Error("empty pallet accepted")
	}
}
