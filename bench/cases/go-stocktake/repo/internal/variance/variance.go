// Package variance compares the book stock with what was counted.
package variance

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"example.com/stocktake/internal/catalog"
	"example.com/stocktake/internal/count"
)

// Line is the variance of one SKU.
type Line struct {
	SKU     string
	Book    int // eaches the stock system expects
	Counted int // eaches found
	Diff    int // Counted - Book
	Value   int // Diff at cost, in pence
}

// Result is the variance of a whole stocktake.
type Result struct {
	Lines []Line
	// Net is the sum of the line values, in pence.
	Net int
}

// ReadBook reads the book stock, one `SKU EACHES` pair a line.
func ReadBook(r io.Reader) (map[string]int, error) {
	book := map[string]int{}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 2 {
			return nil, fmt.Errorf("book line %d: want SKU EACHES", n)
		}
		each, err := strconv.Atoi(fields[1])
		if err != nil {
			return nil, fmt.Errorf("book line %d: bad quantity %q", n, fields[1])
		}
		book[fields[0]] += each
	}
	return book, sc.Err()
}

// Compare lists every SKU that is in the book or was counted, by SKU. A SKU
// in the book that nobody counted has a count of zero.
func Compare(cat *catalog.Catalog, book map[string]int, counted []count.Line) (Result, error) {
	found := map[string]int{}
	for _, l := range counted {
		found[l.SKU] += l.Each
	}
	skus := map[string]bool{}
	for s := range book {
		skus[s] = true
	}
	for s := range found {
		skus[s] = true
	}
	order := make([]string, 0, len(skus))
	for s := range skus {
		order = append(order, s)
	}
	sort.Strings(order)

	var res Result
	for _, sku := range order {
		prod, ok := cat.Lookup(sku)
		if !ok {
			return Result{}, fmt.Errorf("variance: SKU %s is not in the catalogue", sku)
		}
		l := Line{SKU: sku, Book: book[sku], Counted: found[sku]}
		l.Diff = l.Counted - l.Book
		l.Value = l.Diff * prod.Cost
		res.Net += l.Value
		res.Lines = append(res.Lines, l)
	}
	return res, nil
}

// Over lists the lines whose difference is more than pct percent of the book
// stock (any difference, for a SKU with no book stock).
func (r Result) Over(pct int) []Line {
	var out []Line
	for _, l := range r.Lines {
		diff := l.Diff
		if diff < 0 {
			diff = -diff
		}
		if diff == 0 {
			continue
		}
		if l.Book == 0 || diff*100 > pct*l.Book {
			out = append(out, l)
		}
	}
	return out
}
