// Command kartsheet prints a session's results sheet from a passings file and an entry list.
//
//	kartsheet [-min-lap 20s] [-entries entries.csv] passings.csv
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"kartrack/session"
	"kartrack/timing"
)

func main() {
	minLap := flag.Duration("min-lap", 0, "ignore passings closer than this to the previous one (double reads)")
	entriesFile := flag.String("entries", "", "kart,driver lines; without it drivers are named after their karts")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: kartsheet [-min-lap 20s] [-entries file] passings.csv")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *entriesFile, *minLap, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "kartsheet:", err)
		os.Exit(1)
	}
}

func run(passingsFile, entriesFile string, minLap time.Duration, w io.Writer) error {
	f, err := os.Open(passingsFile)
	if err != nil {
		return err
	}
	defer f.Close()
	passings, err := timing.ParsePassings(f)
	if err != nil {
		return err
	}
	laps := timing.Laps(passings, minLap)
	var entries []session.Entry
	if entriesFile != "" {
		entries, err = readEntries(entriesFile)
		if err != nil {
			return err
		}
	} else {
		for _, k := range timing.Karts(laps) {
			entries = append(entries, session.Entry{Kart: k, Driver: "Kart " + strconv.Itoa(k)})
		}
	}
	return Sheet(w, session.Classify(entries, laps))
}

func readEntries(name string) ([]session.Entry, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []session.Entry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		kart, driver, ok := strings.Cut(line, ",")
		n, err := strconv.Atoi(strings.TrimSpace(kart))
		if !ok || err != nil {
			return nil, fmt.Errorf("%s: bad entry %q", name, line)
		}
		out = append(out, session.Entry{Kart: n, Driver: strings.TrimSpace(driver)})
	}
	return out, sc.Err()
}

// Sheet writes the classification as a fixed-width table.
func Sheet(w io.Writer, results []session.Result) error {
	if _, err := fmt.Fprintf(w, "%-3s %-4s %-20s %4s %10s %9s %s\n", "Pos", "Kart", "Driver", "Laps", "Time", "Best", "Gap"); err != nil {
		return err
	}
	for _, r := range results {
		best := "-"
		if r.Laps > 0 {
			best = timing.FormatLap(r.Best)
		}
		if _, err := fmt.Fprintf(w, "%-3d %-4d %-20s %4d %10s %9s %s\n",
			r.Position, r.Kart, r.Driver, r.Laps, timing.FormatLap(r.Total), best, r.Gap); err != nil {
			return err
		}
	}
	if fl, ok := session.FastestLap(results); ok {
		_, err := fmt.Fprintf(w, "Fastest lap: %s (kart %d) %s on lap %d\n", fl.Driver, fl.Kart, timing.FormatLap(fl.Best), fl.BestLap)
		return err
	}
	return nil
}
