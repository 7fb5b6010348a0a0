package wall

// Through stones span the whole width of the wall and tie the two faces
// together. A row of them goes in at every ThroughRowEvery of height (not at
// the very top, where the copes do that job), with one stone every
// ThroughSpacing along the row, a stone at each end included.
const (
	ThroughRowEvery = 0.5 // metres of height
	ThroughSpacing  = 1.0 // metres along the wall
)

// ThroughRows is the number of rows of through stones in a wall of height h.
func ThroughRows(h float64) int {
	rows := int(h / ThroughRowEvery)
	if rows > 0 && float64(rows)*ThroughRowEvery >= h {
		rows-- // a row at the very top is the coping's job
	}
	return rows
}

// ThroughStones is the number of through stones the wall needs.
func ThroughStones(w Wall) int {
	perRow := int(w.Length/ThroughSpacing) + 1
	return ThroughRows(w.Section.Height) * perRow
}
