// Package fuel describes the solid fuels the yard sells and the bags they come in.
package fuel

import (
	"fmt"
	"sort"
	"strings"
)

// Kind is the sort of fuel, which decides where it may be burnt.
type Kind int

const (
	HouseCoal Kind = iota
	Anthracite
	Smokeless
	Logs
	Kindling
)

var kindNames = map[Kind]string{
	HouseCoal:  "house coal",
	Anthracite: "anthracite",
	Smokeless:  "smokeless",
	Logs:       "logs",
	Kindling:   "kindling",
}

func (k Kind) String() string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Authorised reports whether the fuel may be burnt on an open fire inside a
// smoke control area. Everything else needs an exempt appliance there.
func (k Kind) Authorised() bool {
	return k == Anthracite || k == Smokeless
}

// Product is one line of the price list. Prices are in pence, before VAT.
type Product struct {
	Code       string
	Name       string
	Kind       Kind
	BagKg      float64 // net weight of one bag
	BagPrice   int64   // per bag
	TonnePrice int64   // per tonne delivered loose; 0 when only sold bagged
}

// SoldLoose reports whether the product can be tipped loose from the lorry.
func (p Product) SoldLoose() bool { return p.TonnePrice > 0 }

// Catalogue is the price list, by product code.
type Catalogue map[string]Product

// Lookup finds a product by its code, ignoring case.
func (c Catalogue) Lookup(code string) (Product, error) {
	p, ok := c[strings.ToUpper(strings.TrimSpace(code))]
	if !ok {
		return Product{}, fmt.Errorf("fuel: unknown product %q", code)
	}
	return p, nil
}

// Codes returns the product codes in order.
func (c Catalogue) Codes() []string {
	codes := make([]string, 0, len(c))
	for code := range c {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	return codes
}

// Add puts a product on the list, checking it makes sense.
func (c Catalogue) Add(p Product) error {
	p.Code = strings.ToUpper(strings.TrimSpace(p.Code))
	switch {
	case p.Code == "":
		return fmt.Errorf("fuel: product without a code")
	case p.BagKg <= 0:
		return fmt.Errorf("fuel: %s: bag weight must be positive", p.Code)
	case p.BagPrice <= 0:
		return fmt.Errorf("fuel: %s: bag price must be positive", p.Code)
	case p.TonnePrice < 0:
		return fmt.Errorf("fuel: %s: negative tonne price", p.Code)
	}
	if _, dup := c[p.Code]; dup {
		return fmt.Errorf("fuel: %s listed twice", p.Code)
	}
	c[p.Code] = p
	return nil
}

// Standard is the yard's current price list.
func Standard() Catalogue {
	c := Catalogue{}
	for _, p := range []Product{
		{Code: "HC50", Name: "Doubles house coal", Kind: HouseCoal, BagKg: 50, BagPrice: 2150, TonnePrice: 39500},
		{Code: "HC25", Name: "Doubles house coal", Kind: HouseCoal, BagKg: 25, BagPrice: 1190},
		{Code: "AN25", Name: "Anthracite large nuts", Kind: Anthracite, BagKg: 25, BagPrice: 1675, TonnePrice: 61000},
		{Code: "OV25", Name: "Smokeless ovoids", Kind: Smokeless, BagKg: 25, BagPrice: 1425},
		{Code: "KD40", Name: "Kiln-dried hardwood logs", Kind: Logs, BagKg: 40, BagPrice: 1350},
		{Code: "KN03", Name: "Kindling net", Kind: Kindling, BagKg: 3, BagPrice: 325},
	} {
		if err := c.Add(p); err != nil {
			panic(err)
		}
	}
	return c
}
