package brick

import "fmt"

// Pallet is how a grade is packed for dispatch.
type Pallet struct {
	PerLayer int
	Layers   int
}

// StandardPallet is the yard's pack: 40 bricks a layer, 10 layers.
var StandardPallet = Pallet{PerLayer: 40, Layers: 10}

// PerPallet is the number of bricks on a full pallet.
func (p Pallet) PerPallet() int {
	return p.PerLayer * p.Layers
}

// PalletsFor is the number of pallets needed for n bricks; a part pallet
// counts as one.
func (p Pallet) PalletsFor(n int) (int, error) {
	per := p.PerPallet()
	if per <= 0 {
		return 0, fmt.Errorf("brick: pallet holds %d bricks", per)
	}
	if n <= 0 {
		return 0, nil
	}
	return (n + per - 1) / per, nil
}
