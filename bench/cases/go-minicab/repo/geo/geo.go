// Package geo has the little geometry the office needs: points on the map and
// the straight-line distance between them.
package geo

import (
	"fmt"
	"math"
)

// EarthRadiusMiles is the mean radius of the Earth.
const EarthRadiusMiles = 3958.8

// Point is a position in decimal degrees.
type Point struct {
	Lat, Lon float64
}

func (p Point) String() string {
	return fmt.Sprintf("%.4f,%.4f", p.Lat, p.Lon)
}

// Valid reports whether the point is on the map at all.
func (p Point) Valid() bool {
	return p.Lat >= -90 && p.Lat <= 90 && p.Lon >= -180 && p.Lon <= 180
}

// Miles is the great-circle distance between a and b.
func Miles(a, b Point) float64 {
	lat1, lat2 := radians(a.Lat), radians(b.Lat)
	dLat := lat2 - lat1
	dLon := radians(b.Lon - a.Lon)
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1)*math.Cos(lat2)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * EarthRadiusMiles * math.Asin(math.Sqrt(h))
}

func radians(deg float64) float64 {
	return deg * math.Pi / 180
}
