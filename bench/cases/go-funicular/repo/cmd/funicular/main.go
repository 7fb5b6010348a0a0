// Command funicular prints the day's summary from a controller log and the timetable.
//
//	funicular -log car.log -timetable timetable.txt
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"example.com/funicular/internal/ctrllog"
	"example.com/funicular/internal/report"
	"example.com/funicular/internal/timetable"
)

func main() {
	logPath := flag.String("log", "car.log", "controller log")
	ttPath := flag.String("timetable", "timetable.txt", "published timetable")
	lateAfter := flag.Duration("late", time.Minute, "a departure later than this is late")
	flag.Parse()
	if err := run(*logPath, *ttPath, *lateAfter); err != nil {
		fmt.Fprintln(os.Stderr, "funicular:", err)
		os.Exit(1)
	}
}

func run(logPath, ttPath string, lateAfter time.Duration) error {
	f, err := os.Open(logPath)
	if err != nil {
		return err
	}
	defer f.Close()
	events, err := ctrllog.Parse(f)
	if err != nil {
		return err
	}
	text, err := os.ReadFile(ttPath)
	if err != nil {
		return err
	}
	tt, err := timetable.Parse(string(text))
	if err != nil {
		return err
	}
	trips, err := report.Trips(events, tt)
	if err != nil {
		return err
	}
	fmt.Print(report.Summary(trips, lateAfter))
	return nil
}
