package session

import (
	"time"

	"kartrack/timing"
)

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// lapsOf builds a kart's laps from lap times in milliseconds.
func lapsOf(kart int, times ...int) []timing.Lap {
	var out []timing.Lap
	var end time.Duration
	for i, t := range times {
		end += ms(t)
		out = append(out, timing.Lap{Kart: kart, Number: i + 1, Time: ms(t), End: end})
	}
	return out
}

// heat is a four-lap sprint with one driver lapped and one who never left the pit lane.
func heat() ([]Entry, map[int][]timing.Lap) {
	entries := []Entry{
		{Kart: 3, Driver: "Ana Ribeiro"},
		{Kart: 5, Driver: "Eve Lund"},
		{Kart: 7, Driver: "Ben Okafor"},
		{Kart: 11, Driver: "Chloe Marsh"},
		{Kart: 12, Driver: "Dev Patel"},
	}
	laps := map[int][]timing.Lap{
		3:  lapsOf(3, 34350, 33700, 33950, 34000),
		7:  lapsOf(7, 34700, 34400, 34100, 34300),
		11: lapsOf(11, 35000, 34900, 34800),
		12: lapsOf(12, 34500, 34000, 34200, 33900),
	}
	return entries, laps
}
