package mill

import (
	"fmt"
	"math"
)

// Flour types by extraction rate: the share of the grain that ends up as flour.
type FlourType struct {
	Name       string
	Extraction float64 // percent
	GermShare  float64 // percent of the grain kept as germ
}

var (
	White     = FlourType{Name: "white", Extraction: 72, GermShare: 2}
	Brown     = FlourType{Name: "brown", Extraction: 85, GermShare: 0}
	Wholemeal = FlourType{Name: "wholemeal", Extraction: 100, GermShare: 0}
)

// Yield is what a milling run gives, in kilograms.
type Yield struct {
	Flour float64
	Bran  float64
	Germ  float64
	Loss  float64
}

// MillingLoss is the percent of the tempered grain lost as dust and evaporation.
const MillingLoss = 1.5

// Mill splits kg of tempered grain into flour, germ, bran and loss.
func Mill(kg float64, ft FlourType) (Yield, error) {
	if ft.Extraction <= 0 || ft.Extraction > 100 {
		return Yield{}, fmt.Errorf("extraction %.1f%% out of range", ft.Extraction)
	}
	loss := kg * MillingLoss / 100
	net := kg - loss
	flour := net * ft.Extraction / 100
	germ := net * ft.GermShare / 100
	bran := net - flour - germ
	return Yield{
		Flour: round1(flour),
		Bran:  round1(bran),
		Germ:  round1(germ),
		Loss:  round1(loss),
	}, nil
}

// FlourProtein estimates the protein of the flour from that of the grist:
// white flour loses about one point, brown half a point, wholemeal none.
func FlourProtein(gristProtein float64, ft FlourType) float64 {
	drop := (100 - ft.Extraction) / 28
	return round1(gristProtein - drop)
}

func round1(x float64) float64 {
	return math.Round(x*10) / 10
}
