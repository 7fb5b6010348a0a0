package slots

import (
	"errors"
	"reflect"
	"testing"
)

var weekday = Day{Open: "09:00", Close: "12:00", Breaks: []Span{{Start: "10:30", End: "10:45"}}}

func appt(patient, start, end string) Appointment {
	return Appointment{Patient: patient, Span: Span{Start: start, End: end}}
}

func TestFreeSlots(t *testing.T) {
	tests := []struct {
		name   string
		day    Day
		booked []Appointment
		length int
		want   []Slot
	}{
		{
			name:   "empty morning, hour slots",
			day:    Day{Open: "09:00", Close: "12:00"},
			length: 60,
			want:   []Slot{{"09:00", "10:00"}, {"10:00", "11:00"}, {"11:00", "12:00"}},
		},
		{
			name:   "around the break",
			day:    weekday,
			length: 45,
			want:   []Slot{{"09:00", "09:45"}, {"09:45", "10:30"}, {"10:45", "11:30"}},
		},
		{
			name:   "one booking",
			day:    weekday,
			booked: []Appointment{appt("Ada", "09:00", "09:30")},
			length: 30,
			want:   []Slot{{"09:30", "10:00"}, {"10:00", "10:30"}, {"10:45", "11:15"}, {"11:15", "11:45"}},
		},
		{
			name:   "bookings out of order",
			day:    weekday,
			booked: []Appointment{appt("Cy", "11:00", "12:00"), appt("Bo", "09:20", "10:00")},
			length: 20,
			want:   []Slot{{"09:00", "09:20"}, {"10:00", "10:20"}},
		},
		{
			name:   "fully booked",
			day:    Day{Open: "09:00", Close: "10:00"},
			booked: []Appointment{appt("Di", "08:30", "10:30")},
			length: 15,
			want:   nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := FreeSlots(tt.day, tt.booked, tt.length)
			if err != nil {
				t.Fatalf("FreeSlots: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("FreeSlots() = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestFreeSlotsErrors(t *testing.T) {
	tests := []struct {
		name   string
		day    Day
		booked []Appointment
		length int
	}{
		{"closed", Day{Open: "09:00", Close: "09:00"}, nil, 30},
		{"bad length", weekday, nil, 0},
		{"bad break", Day{Open: "09:00", Close: "12:00", Breaks: []Span{{Start: "11:00", End: "10:00"}}}, nil, 30},
		{"bad booking", weekday, []Appointment{appt("Ed", "9:00", "09:30")}, 30},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := FreeSlots(tt.day, tt.booked, tt.length); err == nil {
				t.Errorf("FreeSlots(%+v, %v, %d): no error", tt.day, tt.booked, tt.length)
			}
		})
	}
	if _, err := FreeSlots(Day{Open: "10:00", Close: "09:00"}, nil, 30); !errors.Is(err, ErrClosed) {
		t.Errorf("closed day: error = %v, want ErrClosed", err)
	}
}

func TestFreeMinutes(t *testing.T) {
	tests := []struct {
		name   string
		booked []Appointment
		want   int
	}{
		{"no bookings", nil, 165},
		{"two bookings", []Appointment{appt("Ada", "09:00", "09:30"), appt("Bo", "11:00", "11:20")}, 115},
		{"booking across the break", []Appointment{appt("Cy", "10:15", "11:00")}, 135},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := FreeMinutes(weekday, tt.booked)
			if err != nil {
				t.Fatalf("FreeMinutes: %v", err)
			}
			if got != tt.want {
				t.Errorf("FreeMinutes() = %d, want %d", got, tt.want)
			}
		})
	}
}
