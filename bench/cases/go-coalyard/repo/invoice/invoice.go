// Package invoice prints the delivery note and invoice the driver hands over.
package invoice

import (
	"fmt"
	"strings"

	"example.com/coalyard/fuel"
	"example.com/coalyard/order"
	"example.com/coalyard/pricing"
)

const width = 44

func row(b *strings.Builder, label string, m pricing.Money) {
	amount := m.String()
	pad := width - len([]rune(label)) - len([]rune(amount))
	if pad < 1 {
		pad = 1
	}
	fmt.Fprintf(b, "%s%s%s\n", label, strings.Repeat(" ", pad), amount)
}

// Render prices the order and lays out the invoice.
func Render(o order.Order, c fuel.Catalogue) (string, error) {
	t, err := o.Price(c)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Invoice %s\n", o.Ref)
	fmt.Fprintf(&b, "%s (%s), %s\n", o.Customer.Name, o.Customer.Account, o.Customer.Postcode)
	b.WriteString(strings.Repeat("-", width) + "\n")
	for _, l := range o.Lines {
		p, _ := c.Lookup(l.Code)
		if l.Bags > 0 {
			row(&b, fmt.Sprintf("%d x %s %gkg", l.Bags, p.Name, p.BagKg),
				pricing.Money(p.BagPrice)*pricing.Money(l.Bags))
		}
		if l.LooseKg > 0 {
			row(&b, fmt.Sprintf("%s loose %gkg", p.Name, l.LooseKg),
				pricing.PerTonne(pricing.Money(p.TonnePrice), l.LooseKg))
		}
	}
	if t.Discount > 0 {
		row(&b, fmt.Sprintf("Discount %d bags", t.Bags), -t.Discount)
	}
	if t.Delivery > 0 {
		row(&b, "Delivery", t.Delivery)
	} else {
		b.WriteString("Delivery" + strings.Repeat(" ", width-12) + "free\n")
	}
	b.WriteString(strings.Repeat("-", width) + "\n")
	row(&b, "Net", t.Net)
	row(&b, fmt.Sprintf("VAT %d%%", t.VATRate), t.VAT)
	row(&b, "Total", t.Gross)
	fmt.Fprintf(&b, "Weight %gkg\n", t.WeightKg)
	return b.String(), nil
}
