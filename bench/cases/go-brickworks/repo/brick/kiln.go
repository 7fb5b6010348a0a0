package brick

import (
	"fmt"
	"math"
	"time"
)

// Kiln is one of the yard's intermittent kilns.
type Kiln struct {
	Name     string
	Capacity int // bricks per setting
	// GasM3PerHour is the average gas burn over a firing.
	GasM3PerHour float64
	// CoolingHours is how long the kiln takes to cool enough to draw.
	CoolingHours float64
}

// Firing is one load going through a kiln on a schedule.
type Firing struct {
	Kiln     Kiln
	Schedule Schedule
	Bricks   int
	Start    time.Time
}

// Validate checks the load fits and the schedule is sound.
func (f Firing) Validate() error {
	if f.Bricks <= 0 || f.Bricks > f.Kiln.Capacity {
		return fmt.Errorf("brick: %d bricks in kiln %s (capacity %d)", f.Bricks, f.Kiln.Name, f.Kiln.Capacity)
	}
	return f.Schedule.Validate()
}

// GasM3 is the gas the firing burns, in cubic metres.
func (f Firing) GasM3() float64 {
	return f.Schedule.Hours() * f.Kiln.GasM3PerHour
}

// GasCost is the fuel cost at the given price per cubic metre, rounded to
// the penny.
func (f Firing) GasCost(pricePerM3 float64) float64 {
	return math.Round(f.GasM3()*pricePerM3*100) / 100
}

// CostPerThousand is the fuel cost spread over the bricks in the setting,
// per thousand bricks, rounded to the penny.
func (f Firing) CostPerThousand(pricePerM3 float64) float64 {
	return math.Round(f.GasM3()*pricePerM3/float64(f.Bricks)*1000*100) / 100
}

// DrawAt is when the kiln can be drawn: the end of the programme plus the
// cooling time, to the minute.
func (f Firing) DrawAt() time.Time {
	hours := f.Schedule.Hours() + f.Kiln.CoolingHours
	return f.Start.Add(time.Duration(math.Round(hours*60)) * time.Minute)
}
