package sundial

import (
	"fmt"
	"math"
)

// Kind is the plane a dial plate lies in.
type Kind int

const (
	// Horizontal is a dial plate lying flat, gnomon style pointing at the pole.
	Horizontal Kind = iota
	// VerticalSouth is a plate on a wall facing due south (north in the
	// southern hemisphere).
	VerticalSouth
)

func (k Kind) String() string {
	switch k {
	case Horizontal:
		return "horizontal"
	case VerticalSouth:
		return "vertical south"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// HourLineAngle is the angle in degrees between the noon line and the line
// of the given solar hour, on a plate of the given kind at latitude lat
// (degrees, north positive). Morning lines are negative. Lines more than six
// hours from noon keep turning past 90 degrees.
func HourLineAngle(kind Kind, lat, solarHour float64) float64 {
	h := rad(hourAngle(solarHour))
	var f float64
	switch kind {
	case Horizontal:
		f = math.Sin(rad(math.Abs(lat)))
	case VerticalSouth:
		f = math.Cos(rad(math.Abs(lat)))
	}
	// atan2 keeps the quadrant for hours beyond six from noon.
	return deg(math.Atan2(f*math.Sin(h), math.Cos(h)))
}

// StyleHeight is the angle in degrees between the gnomon's style and the
// plate: the latitude for a horizontal dial, its complement on a vertical one.
func StyleHeight(kind Kind, lat float64) float64 {
	if kind == VerticalSouth {
		return 90 - math.Abs(lat)
	}
	return math.Abs(lat)
}
