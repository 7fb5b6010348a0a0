// Command shedsheet prints the shed sheet for a shearing day from the tally
// sheet and the wool book.
//
//	shedsheet -date 2024-10-08 -runs 4 -staff 'Sal=shed hand,Ron=presser' -wool wool.txt tally.txt
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"shearing/pay"
	"shearing/rates"
	"shearing/report"
	"shearing/tally"
	"shearing/wool"
)

func main() {
	date := flag.String("date", "", "shearing date")
	runs := flag.Int("runs", 4, "runs in the day")
	staff := flag.String("staff", "", "shed staff, name=role pairs separated by commas")
	woolBook := flag.String("wool", "", "wool book: one weighed lot a line, `<line> <kg>`")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: shedsheet [flags] tally.txt")
		os.Exit(2)
	}
	if err := run(*date, *runs, *staff, *woolBook, flag.Arg(0)); err != nil {
		fmt.Fprintln(os.Stderr, "shedsheet:", err)
		os.Exit(1)
	}
}

func run(date string, runs int, staff, woolBook, tallyPath string) error {
	text, err := os.ReadFile(tallyPath)
	if err != nil {
		return err
	}
	day, err := tally.ParseSheet(date, runs, string(text))
	if err != nil {
		return err
	}
	hands, err := parseStaff(staff)
	if err != nil {
		return err
	}
	card := rates.Standard()
	st, err := pay.Settle(card, day, hands)
	if err != nil {
		return err
	}
	var clip wool.Clip
	if woolBook != "" {
		if clip, err = readWoolBook(woolBook); err != nil {
			return err
		}
	}
	fmt.Print(report.Sheet(day, st, clip))
	return nil
}

func parseStaff(s string) ([]pay.Hand, error) {
	var hands []pay.Hand
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	for _, pair := range strings.Split(s, ",") {
		name, role, ok := strings.Cut(pair, "=")
		if !ok {
			return nil, fmt.Errorf("staff %q: want name=role", pair)
		}
		h := pay.Hand{Name: strings.TrimSpace(name), Days: 1}
		switch strings.TrimSpace(role) {
		case "shed hand", "shedhand", "rouseabout":
			h.Role = pay.ShedHand
		case "presser":
			h.Role = pay.Presser
		case "classer":
			h.Role = pay.Classer
		default:
			return nil, fmt.Errorf("staff %q: unknown role %q", name, role)
		}
		hands = append(hands, h)
	}
	return hands, nil
}

// readWoolBook presses each line's lots in the order they were weighed.
func readWoolBook(path string) (wool.Clip, error) {
	f, err := os.Open(path)
	if err != nil {
		return wool.Clip{}, err
	}
	defer f.Close()
	lots := make(map[string][]float64)
	var order []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 {
			continue
		}
		line := strings.Join(fields[:len(fields)-1], " ")
		kg, err := strconv.ParseFloat(fields[len(fields)-1], 64)
		if err != nil {
			return wool.Clip{}, fmt.Errorf("wool book: %q: %w", sc.Text(), err)
		}
		if _, ok := lots[line]; !ok {
			order = append(order, line)
		}
		lots[line] = append(lots[line], kg)
	}
	var clip wool.Clip
	for _, line := range order {
		clip.Add(wool.Press(line, 1, lots[line], wool.TargetBaleKg)...)
	}
	return clip, sc.Err()
}
