// Package fees prices the agency's services to landlords.
package fees

import (
	"fmt"

	"example.org/lettings/internal/money"
)

// Service is the level of service a landlord signs up for.
type Service int

const (
	LetOnly Service = iota
	RentCollection
	FullyManaged
)

var names = map[Service]string{LetOnly: "let only", RentCollection: "rent collection", FullyManaged: "fully managed"}

func (s Service) String() string {
	if n, ok := names[s]; ok {
		return n
	}
	return fmt.Sprintf("Service(%d)", int(s))
}

// monthlyPercent is the share of each month's rent the agency keeps, before VAT.
var monthlyPercent = map[Service]int64{LetOnly: 0, RentCollection: 10, FullyManaged: 14}

// setUpFee is charged once when a tenancy starts, before VAT.
var setUpFee = map[Service]money.Pence{LetOnly: money.Pounds(600, 0), RentCollection: money.Pounds(450, 0), FullyManaged: money.Pounds(300, 0)}

// VATPercent is the standard rate.
const VATPercent = 20

// WithVAT adds VAT at the standard rate, rounded to the penny.
func WithVAT(net money.Pence) money.Pence {
	return net + (net*VATPercent+50)/100
}

// Monthly is the agency's fee on one month's rent, with VAT.
func Monthly(s Service, rent money.Pence) money.Pence {
	return WithVAT(rent * money.Pence(monthlyPercent[s]) / 100)
}

// SetUp is the fee for starting a tenancy, with VAT.
func SetUp(s Service) money.Pence {
	return WithVAT(setUpFee[s])
}
