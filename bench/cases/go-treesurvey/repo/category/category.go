// Package category grades trees for retention: A (high quality), B (moderate),
// C (low) and U (unsuitable for retention).
package category

import (
	"fmt"
	"strings"
)

// Grade is a retention category.
type Grade string

const (
	A Grade = "A"
	B Grade = "B"
	C Grade = "C"
	U Grade = "U"
)

// Condition is the surveyor's view of a tree's physiological and structural state.
type Condition int

const (
	Good Condition = iota
	Fair
	Poor
	Dead
)

var conditionNames = map[string]Condition{"good": Good, "fair": Fair, "poor": Poor, "dead": Dead}

// ParseCondition reads a condition as written on the survey sheet.
func ParseCondition(s string) (Condition, error) {
	c, ok := conditionNames[strings.ToLower(strings.TrimSpace(s))]
	if !ok {
		return 0, fmt.Errorf("category: unknown condition %q", s)
	}
	return c, nil
}

func (c Condition) String() string {
	for name, v := range conditionNames {
		if v == c {
			return name
		}
	}
	return fmt.Sprintf("Condition(%d)", int(c))
}

// Of grades a tree from its estimated remaining contribution in years and its
// condition. Dead trees and trees with under ten years left are U; poor
// trees are at best C; fair trees are at best B.
func Of(remainingYears int, c Condition) Grade {
	if c == Dead || remainingYears < 10 {
		return U
	}
	g := C
	switch {
	case remainingYears >= 40:
		g = A
	case remainingYears >= 20:
		g = B
	}
	switch {
	case c == Poor:
		return C
	case c == Fair && g == A:
		return B
	}
	return g
}

// Colour is the colour a category is drawn in on the tree constraints plan.
func (g Grade) Colour() string {
	switch g {
	case A:
		return "green"
	case B:
		return "blue"
	case C:
		return "grey"
	default:
		return "red"
	}
}
