package sundial

// Site is where a dial stands.
type Site struct {
	Name string
	Lat  float64 // degrees, north positive
	Lon  float64 // degrees, east positive
	// ZoneMeridian is the longitude of the time zone's standard meridian,
	// e.g. 0 for GMT, 15 for CET, -75 for US Eastern.
	ZoneMeridian float64
	// Summer is true when the clocks are an hour ahead (daylight saving).
	Summer bool
}

// ClockMinutes converts a dial reading (local apparent solar time, minutes
// after midnight) on day n into the zone's clock time in minutes after
// midnight. A site west of its zone meridian reads behind the clock, four
// minutes per degree; the equation of time is taken off; summer time adds
// an hour.
func ClockMinutes(site Site, n int, solar float64) float64 {
	m := solar - EquationOfTime(n) + 4*(site.ZoneMeridian-site.Lon)
	if site.Summer {
		m += 60
	}
	return wrapMinutes(m)
}
