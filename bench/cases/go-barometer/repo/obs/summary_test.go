package obs

import "testing"

func TestSummarise(t *testing.T) {
	tests := []struct {
		name string
		rs   []Reading
		want Summary
	}{
		{"none", nil, Summary{}},
		{"one", []Reading{{Pressure: 1010, TempC: 5, WindKnots: 7}}, Summary{1, 1010, 1010, 5, 7}},
		{"three", []Reading{
			{Pressure: 1012.4, TempC: 4, WindKnots: 12},
			{Pressure: 1009.8, TempC: 7.5, WindKnots: 21},
			{Pressure: 1011.1, TempC: 6, WindKnots: 9},
		}, Summary{3, 1009.8, 1012.4, 5.8, 21}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Summarise(tt.rs); got != tt.want {
				t.Errorf("Summarise() = %+v, want %+v", got, tt.want)
			}
		})
	}
}
