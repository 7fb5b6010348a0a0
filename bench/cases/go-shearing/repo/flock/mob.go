package flock

import (
	"bufio"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Mob is a group of sheep of one class brought in from one paddock.
type Mob struct {
	Name    string
	Class   Class
	Head    int
	Paddock string
}

// ParseMobs reads one mob a line: `name, class, head[, paddock]`. Blank lines
// and lines starting with '#' are skipped.
func ParseMobs(text string) ([]Mob, error) {
	var mobs []Mob
	sc := bufio.NewScanner(strings.NewReader(text))
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, ",")
		if len(fields) < 3 || len(fields) > 4 {
			return nil, fmt.Errorf("flock: line %d: want name, class, head[, paddock]", lineNo)
		}
		class, err := ParseClass(fields[1])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", lineNo, err)
		}
		head, err := strconv.Atoi(strings.TrimSpace(fields[2]))
		if err != nil || head <= 0 {
			return nil, fmt.Errorf("flock: line %d: bad head count %q", lineNo, strings.TrimSpace(fields[2]))
		}
		m := Mob{Name: strings.TrimSpace(fields[0]), Class: class, Head: head}
		if len(fields) == 4 {
			m.Paddock = strings.TrimSpace(fields[3])
		}
		mobs = append(mobs, m)
	}
	return mobs, sc.Err()
}

// TotalHead is the number of sheep in all the mobs.
func TotalHead(mobs []Mob) int {
	total := 0
	for _, m := range mobs {
		total += m.Head
	}
	return total
}

// ByClass adds up the head of each class.
func ByClass(mobs []Mob) map[Class]int {
	counts := make(map[Class]int)
	for _, m := range mobs {
		counts[m.Class] += m.Head
	}
	return counts
}

// Paddocks lists the paddocks the mobs came from, sorted, each once.
func Paddocks(mobs []Mob) []string {
	seen := make(map[string]bool)
	var out []string
	for _, m := range mobs {
		if m.Paddock == "" || seen[m.Paddock] {
			continue
		}
		seen[m.Paddock] = true
		out = append(out, m.Paddock)
	}
	sort.Strings(out)
	return out
}
