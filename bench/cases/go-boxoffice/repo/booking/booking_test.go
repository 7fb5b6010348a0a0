package booking

import (
	"fmt"
	"testing"

	"example.com/boxoffice/money"
	"example.com/boxoffice/pricing"
	"example.com/boxoffice/seating"
)

func TestBookTotals(t *testing.T) {
	family := []Request{{"D1", pricing.Adult}, {"D2", pricing.Adult}}
	for i := 3; i <= 10; i++ {
		family = append(family, Request{fmt.Sprintf("D%d", i), pricing.Child})
	}
	tests := []struct {
		name string
		reqs []Request
		want money.Pence
	}{
		{"a couple in the stalls", []Request{{"C5", pricing.Adult}, {"C6", pricing.Senior}}, 5900},
		{"a student in the circle", []Request{{"K3", pricing.Student}}, 2230},
		{"two adults and eight children", family, 19160},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Book(seating.NewHouse(20), tt.reqs)
			if err != nil {
				t.Fatal(err)
			}
			if r.Quote.Total != tt.want {
				t.Errorf("total = %s, want %s", money.FormatPence(r.Quote.Total), money.FormatPence(tt.want))
			}
		})
	}
}

func TestBookIsAllOrNothing(t *testing.T) {
	h := seating.NewHouse(20)
	if _, err := Book(h, []Request{{"A1", pricing.Adult}}); err != nil {
		t.Fatal(err)
	}
	if _, err := Book(h, []Request{{"A2", pricing.Adult}, {"A1", pricing.Child}}); err == nil {
		t.Fatal("sold A1 twice")
	}
	if !h.Free(seating.Seat{Row: 'A', Number: 2}) {
		t.Error("A2 was sold by a failed booking")
	}
}

func TestBookRejectsBadSeats(t *testing.T) {
	for _, label := range []string{"Z1", "A99", "7"} {
		if _, err := Book(seating.NewHouse(20), []Request{{label, pricing.Adult}}); err == nil {
			t.Errorf("booked %q", label)
		}
	}
}

func TestReceiptText(t *testing.T) {
	r := Receipt{
		Seats: []seating.Seat{{Row: 'B', Number: 4}},
		Quote: pricing.Quote{Tickets: 3200, Fee: 150, Total: 3350},
	}
	want := "Seats:    B4\nTickets:  £32.00\nFee:      £1.50\nTotal:    £33.50\n"
	if got := r.Text(); got != want {
		t.Errorf("Text() =\n%s\nwant\n%s", got, want)
	}
}
