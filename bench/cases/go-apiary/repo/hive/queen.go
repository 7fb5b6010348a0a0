package hive

// Queen is what is known of a colony's queen.
type Queen struct {
	Year   int  // the year she was raised
	Marked bool // carries the year's colour dot
	Seen   bool // seen at the last inspection
}

// markColours is the international queen marking code, by the last digit of the year.
var markColours = [5]string{"blue", "white", "yellow", "red", "green"}

// MarkColour is the colour of the dot for a queen raised in year.
func MarkColour(year int) string {
	return markColours[year%5]
}
