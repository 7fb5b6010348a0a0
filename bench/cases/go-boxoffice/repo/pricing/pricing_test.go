package pricing

import (
	"testing"

	"example.com/boxoffice/money"
	"example.com/boxoffice/seating"
)

func TestTicketPrice(t *testing.T) {
	tests := []struct {
		band    seating.Band
		c       Concession
		want    money.Pence
		wantErr bool
	}{
		{seating.Stalls, Adult, money.Pounds(32, 0), false},
		{seating.Stalls, Child, money.Pounds(16, 0), false},
		{seating.Circle, Senior, money.Pounds(19, 50), false},
		{seating.Balcony, Student, money.Pounds(14, 40), false},
		{seating.Balcony, "veteran", 0, true},
		{"boxes", Adult, 0, true},
	}
	for _, tt := range tests {
		got, err := TicketPrice(tt.band, tt.c)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("TicketPrice(%s, %s) = %d, %v; want %d", tt.band, tt.c, got, err, tt.want)
		}
	}
}

func tickets(band seating.Band, c Concession, n int) []Ticket {
	out := make([]Ticket, n)
	for i := range out {
		out[i] = Ticket{band, c}
	}
	return out
}

func TestQuoteOrder(t *testing.T) {
	tests := []struct {
		name    string
		tickets []Ticket
		want    Quote
	}{
		{"one adult", tickets(seating.Stalls, Adult, 1),
			Quote{Tickets: 3200, Fee: 150, Total: 3350}},
		{"two children in the balcony", tickets(seating.Balcony, Child, 2),
			Quote{Tickets: 1800, Fee: 300, Total: 2100}},
		{"fee is capped", tickets(seating.Circle, Adult, 5),
			Quote{Tickets: 13000, Fee: 600, Total: 13600}},
		{"ten adults get the group rate", tickets(seating.Circle, Adult, 10),
			Quote{Tickets: 26000, GroupDiscount: 2600, Fee: 600, Total: 24000}},
		{"nine adults do not", tickets(seating.Circle, Adult, 9),
			Quote{Tickets: 23400, Fee: 600, Total: 24000}},
		{"a school party: group rate on the adults only",
			append(tickets(seating.Balcony, Adult, 2), tickets(seating.Balcony, Child, 12)...),
			Quote{Tickets: 14400, GroupDiscount: 360, Fee: 600, Total: 14640}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := QuoteOrder(tt.tickets)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("QuoteOrder = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestQuoteOrderRejectsUnknownConcession(t *testing.T) {
	if _, err := QuoteOrder([]Ticket{{seating.Stalls, "vip"}}); err == nil {
		t.Error("no error for an unknown concession")
	}
}
