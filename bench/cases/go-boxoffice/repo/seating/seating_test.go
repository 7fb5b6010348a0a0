package seating

import "testing"

func TestParseSeat(t *testing.T) {
	tests := []struct {
		in      string
		want    Seat
		wantErr bool
	}{
		{"C12", Seat{'C', 12}, false},
		{" c7 ", Seat{'C', 7}, false},
		{"P1", Seat{'P', 1}, false},
		{"12", Seat{}, true},
		{"C", Seat{}, true},
		{"C0", Seat{}, true},
		{"Cx", Seat{}, true},
	}
	for _, tt := range tests {
		got, err := ParseSeat(tt.in)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("ParseSeat(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestBandOf(t *testing.T) {
	h := NewHouse(20)
	tests := []struct {
		seat    Seat
		want    Band
		wantErr bool
	}{
		{Seat{'A', 1}, Stalls, false},
		{Seat{'H', 20}, Stalls, false},
		{Seat{'J', 5}, Circle, false},
		{Seat{'P', 3}, Balcony, false},
		{Seat{'I', 3}, "", true},
		{Seat{'C', 21}, "", true},
	}
	for _, tt := range tests {
		got, err := h.BandOf(tt.seat)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("BandOf(%v) = %q, %v; want %q", tt.seat, got, err, tt.want)
		}
	}
}

func TestTakeIsAllOrNothing(t *testing.T) {
	h := NewHouse(10)
	if err := h.Take(Seat{'B', 2}); err != nil {
		t.Fatal(err)
	}
	if err := h.Take(Seat{'B', 1}, Seat{'B', 2}); err == nil {
		t.Fatal("took a sold seat")
	}
	if !h.Free(Seat{'B', 1}) {
		t.Error("B1 was taken by a failed sale")
	}
}
