// Command oche keeps a player's x01 score from the visits called on standard input, one visit a line
// ("T20 T20 T20", "S20 D20"), and prints what is left after each and the figures at the end.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	"example.com/oche/internal/dart"
	"example.com/oche/internal/leg"
	"example.com/oche/internal/stats"
)

func main() {
	start := flag.Int("start", 501, "the score a leg starts from")
	flag.Parse()
	if err := run(os.Stdin, os.Stdout, *start); err != nil {
		fmt.Fprintln(os.Stderr, "oche:", err)
		os.Exit(1)
	}
}

func run(in io.Reader, out io.Writer, start int) error {
	var legs []*leg.Leg
	current := leg.New(start)
	legs = append(legs, current)
	scanner := bufio.NewScanner(in)
	for scanner.Scan() {
		if scanner.Text() == "" {
			continue
		}
		darts, err := dart.ParseVisit(scanner.Text())
		if err != nil {
			return err
		}
		r, err := current.Visit(darts)
		if err != nil {
			return err
		}
		switch {
		case r.Bust:
			fmt.Fprintf(out, "bust, %d left\n", r.Remaining)
		case r.Checkout:
			fmt.Fprintf(out, "game shot, %d checkout\n", r.Scored)
			current = leg.New(start)
			legs = append(legs, current)
		default:
			fmt.Fprintf(out, "%d scored, %d left\n", r.Scored, r.Remaining)
		}
	}
	if err := scanner.Err(); err != nil {
		return err
	}
	if len(current.Visits()) == 0 {
		legs = legs[:len(legs)-1]
	}
	s := stats.Of(legs)
	fmt.Fprintf(out, "legs %d/%d, average %.2f, highest checkout %d\n", s.LegsWon, s.Legs, s.Average(), s.HighestCheckout)
	return nil
}
