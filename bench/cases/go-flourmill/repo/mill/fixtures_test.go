package mill

import "math"

// Two lots from the autumn intake.
var (
	paragon = Lot{ID: "L-101", Variety: "Paragon", Kg: 6000, Moisture: 13.0, Protein: 13.5}
	skyfall = Lot{ID: "L-102", Variety: "Skyfall", Kg: 4000, Moisture: 14.5, Protein: 10.5}
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }
