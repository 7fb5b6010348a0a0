package mill

import (
	"fmt"
	"math"
)

// BagSize is a sack the mill fills, in kilograms.
type BagSize float64

const (
	Bag1_5 BagSize = 1.5
	Bag16  BagSize = 16
	Bag25  BagSize = 25
)

// BagsPerPallet is how many sacks of each size stack on one pallet.
var BagsPerPallet = map[BagSize]int{
	Bag1_5: 480,
	Bag16:  60,
	Bag25:  40,
}

// Packing is the outcome of bagging a run of flour.
type Packing struct {
	Size      BagSize
	Bags      int
	Pallets   int
	Remainder float64 // kg left over, too little for a full bag
}

// Pack fills whole bags of one size from kg of flour.
func Pack(kg float64, size BagSize) (Packing, error) {
	perPallet, ok := BagsPerPallet[size]
	if !ok {
		return Packing{}, fmt.Errorf("no %.1f kg bags", float64(size))
	}
	bags := int(math.Floor(kg / float64(size)))
	rem := kg - float64(bags)*float64(size)
	pallets := (bags + perPallet - 1) / perPallet
	return Packing{Size: size, Bags: bags, Pallets: pallets, Remainder: round1(rem)}, nil
}
