package steep

import (
	"math"
	"testing"
)

func classic() Schedule {
	return Schedule{
		WaterTempC: 14,
		Rests: []Rest{
			{Wet: true, Hours: 8},
			{Wet: false, Hours: 12},
			{Wet: true, Hours: 8},
			{Wet: false, Hours: 10},
			{Wet: true, Hours: 4},
		},
	}
}

func TestHours(t *testing.T) {
	s := classic()
	if s.WetHours() != 20 || s.AirHours() != 22 || s.TotalHours() != 42 {
		t.Fatalf("hours = %v wet, %v air, %v total; want 20, 22, 42", s.WetHours(), s.AirHours(), s.TotalHours())
	}
}

func TestRateRisesWithWaterTemperature(t *testing.T) {
	s := Schedule{WaterTempC: 16}
	if got := s.Rate(); math.Abs(got-49.5) > 1e-9 {
		t.Fatalf("Rate() at 16 °C = %v, want 49.5", got)
	}
}

func TestClassicSteepCastsNearFortyThreePercent(t *testing.T) {
	r := classic().Run(28000, 12.5)
	if math.Abs(r.WaterKg-14700) > 0.01 {
		t.Errorf("WaterKg = %.2f, want 14700", r.WaterKg)
	}
	if math.Abs(r.MassKg-42700) > 0.01 {
		t.Errorf("MassKg = %.2f, want 42700", r.MassKg)
	}
	if math.Abs(r.MoisturePct-42.62) > 0.01 {
		t.Errorf("MoisturePct = %.3f, want 42.62", r.MoisturePct)
	}
}

func TestLongImmersionsStopAtTheCeiling(t *testing.T) {
	s := Schedule{WaterTempC: 18, Rests: []Rest{{Wet: true, Hours: 12}, {Hours: 8}, {Wet: true, Hours: 12}, {Wet: true, Hours: 10}}}
	r := s.Run(10000, 13)
	if math.Abs(r.MoisturePct-Ceiling) > 1e-6 {
		t.Errorf("MoisturePct = %.4f, want the ceiling %.1f", r.MoisturePct, Ceiling)
	}
	if math.Abs(r.MassKg-16415.09) > 0.01 {
		t.Errorf("MassKg = %.2f, want 16415.09", r.MassKg)
	}
}

func TestAirOnlyTakesNoWater(t *testing.T) {
	r := Schedule{WaterTempC: 14, Rests: []Rest{{Hours: 6}}}.Run(5000, 12)
	if r.WaterKg != 0 || r.MoisturePct != 12 {
		t.Fatalf("air rest: %+v, want no water and 12%%", r)
	}
}
