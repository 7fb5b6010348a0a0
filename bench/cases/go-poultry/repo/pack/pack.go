// Package pack fills the day's orders from graded stock and prints pack labels.
package pack

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"poultry/grade"
)

// Box is a pack and the eggs it holds.
type Box struct {
	Name string
	Eggs int
}

// The packs the station uses.
var (
	HalfDozen = Box{"6", 6}
	Ten       = Box{"10", 10}
	Dozen     = Box{"12", 12}
	Tray      = Box{"tray", 30}
)

// Boxes are the known packs, by name.
var Boxes = map[string]Box{"6": HalfDozen, "10": Ten, "12": Dozen, "tray": Tray}

// Line is one line of an order: so many packs of one size.
type Line struct {
	Size grade.Size
	Box  Box
	Qty  int
}

func (l Line) String() string {
	if l.Box == Tray {
		return fmt.Sprintf("%d x tray %s", l.Qty, l.Size)
	}
	return fmt.Sprintf("%d x %s %s", l.Qty, l.Box.Name, l.Size)
}

// Eggs is the number of eggs the line takes.
func (l Line) Eggs() int {
	return l.Qty * l.Box.Eggs
}

// ParseOrder reads an order such as "4x12L, 3x6M, 1xtrayXL".
func ParseOrder(s string) ([]Line, error) {
	var lines []Line
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		qty, rest, ok := strings.Cut(part, "x")
		if !ok {
			return nil, fmt.Errorf("pack: %q is not QTYxBOXSIZE", part)
		}
		n, err := strconv.Atoi(qty)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("pack: bad quantity in %q", part)
		}
		box, size, err := splitBoxSize(rest)
		if err != nil {
			return nil, fmt.Errorf("pack: %q: %w", part, err)
		}
		lines = append(lines, Line{Size: size, Box: box, Qty: n})
	}
	return lines, nil
}

func splitBoxSize(s string) (Box, grade.Size, error) {
	for name, box := range Boxes {
		if rest, ok := strings.CutPrefix(s, name); ok {
			size, err := grade.ParseSize(rest)
			if err == nil {
				return box, size, nil
			}
		}
	}
	return Box{}, 0, fmt.Errorf("unknown pack or size %q", s)
}

// Fill packs the order's lines in turn from the stock. A line that cannot be
// packed whole is packed as far as the stock goes and the rest is short.
// It returns the packed lines, the short lines and the stock left over.
func Fill(stock [grade.NumSizes]int, order []Line) (packed, short []Line, left [grade.NumSizes]int) {
	left = stock
	for _, l := range order {
		can := left[l.Size] / l.Box.Eggs
		if can > l.Qty {
			can = l.Qty
		}
		if can > 0 {
			packed = append(packed, Line{Size: l.Size, Box: l.Box, Qty: can})
			left[l.Size] -= can * l.Box.Eggs
		}
		if can < l.Qty {
			short = append(short, Line{Size: l.Size, Box: l.Box, Qty: l.Qty - can})
		}
	}
	return packed, short, left
}

// Join lists lines as "4 x 12 L, 3 x 6 M", or "none".
func Join(lines []Line) string {
	if len(lines) == 0 {
		return "none"
	}
	parts := make([]string, len(lines))
	for i, l := range lines {
		parts[i] = l.String()
	}
	return strings.Join(parts, ", ")
}

// BestBeforeDays is the longest a class A egg may be given after laying.
const BestBeforeDays = 28

// Label is what is printed on a pack.
type Label struct {
	Line     Line
	House    string
	LaidOn   time.Time
	PackedOn time.Time
}

// BestBefore is the date printed on the pack.
func (l Label) BestBefore() time.Time {
	return l.LaidOn.AddDate(0, 0, BestBeforeDays)
}

func (l Label) String() string {
	return fmt.Sprintf("%d %s eggs, %s, packed %s, best before %s",
		l.Line.Box.Eggs, l.Line.Size, l.House,
		l.PackedOn.Format("02/01/2006"), l.BestBefore().Format("02/01/2006"))
}
