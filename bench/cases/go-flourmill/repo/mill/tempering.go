package mill

import (
	"fmt"
	"math"
)

// Hardness of a wheat variety decides how wet and how long it is tempered.
type Hardness int

const (
	Soft Hardness = iota
	Medium
	Hard
)

// TemperTarget is the moisture each hardness is brought to before milling.
var TemperTarget = map[Hardness]float64{
	Soft:   15.0,
	Medium: 15.5,
	Hard:   16.5,
}

// RestHours is how long the damped grain lies in the bin.
var RestHours = map[Hardness]int{
	Soft:   6,
	Medium: 12,
	Hard:   18,
}

// WaterToAdd is the litres of water that bring kg of grain from moisture
// to target (both percent, wet basis). Grain already wet enough needs none.
func WaterToAdd(kg, moisture, target float64) float64 {
	if moisture >= target {
		return 0
	}
	return kg * (target - moisture) / (100 - target)
}

// TemperPlan is the damping instruction for one blend.
type TemperPlan struct {
	Target     float64
	WaterL     float64
	Rest       int
	Dampenings int
}

// MaxDampingStep is the most moisture one pass of the damper can add.
const MaxDampingStep = 3.0

// PlanTempering works out water, rest and number of passes for kg of grist
// at the given moisture.
func PlanTempering(kg, moisture float64, h Hardness) (TemperPlan, error) {
	target, ok := TemperTarget[h]
	if !ok {
		return TemperPlan{}, fmt.Errorf("unknown hardness %d", h)
	}
	water := WaterToAdd(kg, moisture, target)
	passes := 0
	if water > 0 {
		passes = int(math.Ceil((target - moisture) / MaxDampingStep))
	}
	return TemperPlan{
		Target:     target,
		WaterL:     math.Round(water*10) / 10,
		Rest:       RestHours[h],
		Dampenings: passes,
	}, nil
}
