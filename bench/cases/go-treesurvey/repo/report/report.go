// Package report prints the tree schedule that goes with a survey.
package report

import (
	"fmt"
	"strings"

	"example.com/treesurvey/category"
	"example.com/treesurvey/survey"
)

// Schedule is the tree schedule: one row a tree, then the category counts
// and the retained root protection area.
func Schedule(s *survey.Survey) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Tree schedule: %s\n", s.Site)
	fmt.Fprintf(&b, "%-5s %-22s %6s %5s %7s %8s %s\n", "Tag", "Species", "Dia", "Ht", "RPA r", "RPA m2", "Cat")
	for _, t := range s.Trees {
		fmt.Fprintf(&b, "%-5s %-22s %6.0f %5.1f %7.2f %8.1f %s\n",
			t.Tag, t.Species, t.Diameter(), t.HeightM, t.RPARadius(), t.RPAArea(), t.Grade())
	}
	sum := s.Summarise()
	var counts []string
	for _, g := range []category.Grade{category.A, category.B, category.C, category.U} {
		counts = append(counts, fmt.Sprintf("%s %d", g, sum.Count[g]))
	}
	fmt.Fprintf(&b, "Categories: %s\n", strings.Join(counts, ", "))
	fmt.Fprintf(&b, "Retained RPA: %.1f m²\n", sum.RetainedRPA)
	return b.String()
}
