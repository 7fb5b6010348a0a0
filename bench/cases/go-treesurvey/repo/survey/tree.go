// Package survey holds the tree survey of a development site: each surveyed
// tree and what it means for the site layout.
package survey

import (
	"fmt"
	"strconv"
	"strings"

	"example.com/treesurvey/category"
	"example.com/treesurvey/rpa"
	"example.com/treesurvey/stem"
)

// Tree is one surveyed tree.
type Tree struct {
	Tag       string
	Species   string
	Stems     []float64 // stem diameters in mm
	HeightM   float64
	Spread    [4]float64 // crown spread in m to north, east, south and west
	At        rpa.Point
	Condition category.Condition
	Years     int // estimated remaining contribution
}

// ParseTree reads one line of the survey sheet:
//
//	tag; species; stems; height; spread N,E,S,W; x,y; condition; years
//
// Several stems are written as "310+280+150".
func ParseTree(line string) (Tree, error) {
	f := strings.Split(line, ";")
	if len(f) != 8 {
		return Tree{}, fmt.Errorf("survey: want 8 fields, got %d in %q", len(f), line)
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	t := Tree{Tag: f[0], Species: f[1]}
	if t.Tag == "" {
		return Tree{}, fmt.Errorf("survey: tree without a tag in %q", line)
	}
	var err error
	for _, s := range strings.Split(f[2], "+") {
		d, perr := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if perr != nil {
			return Tree{}, fmt.Errorf("survey: %s: stem %q: %w", t.Tag, s, perr)
		}
		t.Stems = append(t.Stems, d)
	}
	if t.HeightM, err = strconv.ParseFloat(f[3], 64); err != nil {
		return Tree{}, fmt.Errorf("survey: %s: height: %w", t.Tag, err)
	}
	spread, err := floats(f[4], 4)
	if err != nil {
		return Tree{}, fmt.Errorf("survey: %s: spread: %w", t.Tag, err)
	}
	copy(t.Spread[:], spread)
	at, err := floats(f[5], 2)
	if err != nil {
		return Tree{}, fmt.Errorf("survey: %s: position: %w", t.Tag, err)
	}
	t.At = rpa.Point{X: at[0], Y: at[1]}
	if t.Condition, err = category.ParseCondition(f[6]); err != nil {
		return Tree{}, fmt.Errorf("survey: %s: %w", t.Tag, err)
	}
	if t.Years, err = strconv.Atoi(f[7]); err != nil {
		return Tree{}, fmt.Errorf("survey: %s: years: %w", t.Tag, err)
	}
	return t, nil
}

func floats(s string, n int) ([]float64, error) {
	parts := strings.Split(s, ",")
	if len(parts) != n {
		return nil, fmt.Errorf("want %d numbers, got %q", n, s)
	}
	out := make([]float64, n)
	for i, p := range parts {
		v, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// Diameter is the stem diameter the tree's root protection area is worked out from.
func (t Tree) Diameter() float64 {
	d, err := stem.Combined(t.Stems)
	if err != nil {
		return 0
	}
	return d
}

// RPARadius is the radius of the tree's root protection area in metres.
func (t Tree) RPARadius() float64 { return rpa.Radius(t.Diameter()) }

// RPAArea is the tree's root protection area in m².
func (t Tree) RPAArea() float64 { return rpa.Area(t.Diameter()) }

// Grade is the tree's retention category.
func (t Tree) Grade() category.Grade { return category.Of(t.Years, t.Condition) }
