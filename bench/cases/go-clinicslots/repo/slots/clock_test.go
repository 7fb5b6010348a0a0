package slots

import "testing"

func TestMinutesOf(t *testing.T) {
	tests := []struct {
		clock   string
		want    int
		wantErr bool
	}{
		{"00:00", 0, false},
		{"08:30", 510, false},
		{"17:05", 1025, false},
		{"24:00", 1440, false},
		{"24:01", 0, true},
		{"8:30", 0, true},
		{"08:60", 0, true},
		{"0830", 0, true},
		{"ab:cd", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.clock, func(t *testing.T) {
			got, err := minutesOf(tt.clock)
			if (err != nil) != tt.wantErr {
				t.Fatalf("minutesOf(%q) error = %v, wantErr %v", tt.clock, err, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("minutesOf(%q) = %d, want %d", tt.clock, got, tt.want)
			}
		})
	}
}

func TestClockOf(t *testing.T) {
	for _, m := range []int{0, 5, 510, 1025, 1439} {
		back, err := minutesOf(clockOf(m))
		if err != nil || back != m {
			t.Errorf("minutesOf(clockOf(%d)) = %d, %v", m, back, err)
		}
	}
}
