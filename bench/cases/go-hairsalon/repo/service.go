package hairsalon

import (
	"fmt"
	"sort"
	"time"
)

// Level is a stylist's grade; prices rise with it.
type Level int

const (
	Junior Level = iota
	Stylist
	Senior
	Director
)

var levelNames = [...]string{"junior", "stylist", "senior", "director"}

func (l Level) String() string {
	if l < Junior || l > Director {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// levelUplift is the percentage added to the menu price for each level.
var levelUplift = map[Level]int{Junior: -20, Stylist: 0, Senior: 15, Director: 30}

// Category groups services on the menu and decides who may do them.
type Category string

const (
	Cut    Category = "cut"
	Colour Category = "colour"
	Finish Category = "finish"
	Treat  Category = "treatment"
)

// Service is one line of the menu. Price is the price at Stylist level.
type Service struct {
	Code     string
	Name     string
	Category Category
	Minutes  int
	Price    Pence
}

// Duration returns how long the service takes.
func (s Service) Duration() time.Duration {
	return time.Duration(s.Minutes) * time.Minute
}

// PriceFor returns the price of the service when done by a stylist of the
// given level, rounded to the nearest 50p as the menu board shows it.
func (s Service) PriceFor(l Level) Pence {
	p := s.Price + s.Price.Percent(levelUplift[l])
	return roundToHalfPound(p)
}

func roundToHalfPound(p Pence) Pence {
	return (p + 25) / 50 * 50
}

// Menu is the salon's price list, by code.
type Menu map[string]Service

// NewMenu builds a menu, rejecting duplicate codes and empty services.
func NewMenu(services ...Service) (Menu, error) {
	m := Menu{}
	for _, s := range services {
		if s.Code == "" || s.Minutes <= 0 || s.Price < 0 {
			return nil, fmt.Errorf("service %q: code, minutes and price are required", s.Name)
		}
		if _, dup := m[s.Code]; dup {
			return nil, fmt.Errorf("service code %q used twice", s.Code)
		}
		m[s.Code] = s
	}
	return m, nil
}

// Lookup returns the service with the given code.
func (m Menu) Lookup(code string) (Service, error) {
	s, ok := m[code]
	if !ok {
		return Service{}, fmt.Errorf("no service %q on the menu", code)
	}
	return s, nil
}

// InCategory lists the services of a category, cheapest first.
func (m Menu) InCategory(c Category) []Service {
	var out []Service
	for _, s := range m {
		if s.Category == c {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Price != out[j].Price {
			return out[i].Price < out[j].Price
		}
		return out[i].Code < out[j].Code
	})
	return out
}
