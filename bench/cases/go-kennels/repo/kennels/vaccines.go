package kennels

import (
	"fmt"
	"sort"
	"time"
)

// Vaccine is one of the vaccinations the kennel asks for.
type Vaccine string

const (
	DHP         Vaccine = "DHP"           // distemper, hepatitis, parvovirus
	Lepto       Vaccine = "Leptospirosis" // annual booster
	KennelCough Vaccine = "Kennel cough"  // intranasal, annual
	Rabies      Vaccine = "Rabies"        // only for dogs that travel
)

// Validity is how long each vaccine counts from the date it was given.
var Validity = map[Vaccine]time.Duration{
	DHP:         3 * 365 * 24 * time.Hour,
	Lepto:       365 * 24 * time.Hour,
	KennelCough: 365 * 24 * time.Hour,
	Rabies:      3 * 365 * 24 * time.Hour,
}

// Required lists the vaccines every boarder must have.
var Required = []Vaccine{DHP, Lepto, KennelCough}

// Vaccination is a vaccine given on a date, as shown on the vaccination card.
type Vaccination struct {
	Vaccine Vaccine
	Given   time.Time
}

// Expires is the first day the vaccination no longer counts.
func (v Vaccination) Expires() time.Time {
	return v.Given.Add(Validity[v.Vaccine])
}

// Problem is a missing or lapsed vaccination.
type Problem struct {
	Dog     string
	Vaccine Vaccine
	Reason  string
}

func (p Problem) String() string {
	return fmt.Sprintf("%s: %s %s", p.Dog, p.Vaccine, p.Reason)
}

// latest returns the most recent vaccination with the given vaccine.
func latest(vs []Vaccination, vaccine Vaccine) (Vaccination, bool) {
	var best Vaccination
	found := false
	for _, v := range vs {
		if v.Vaccine != vaccine {
			continue
		}
		if !found || v.Given.After(best.Given) {
			best, found = v, true
		}
	}
	return best, found
}

// CheckVaccinations lists the required vaccinations a dog lacks for a stay:
// each must have been given at least a week before arrival (kennel cough
// takes that long to work) and still be valid on the day the dog goes home.
func CheckVaccinations(d Dog, s Stay) []Problem {
	var problems []Problem
	for _, vaccine := range Required {
		v, ok := latest(d.Vaccinations, vaccine)
		switch {
		case !ok:
			problems = append(problems, Problem{d.Name, vaccine, "missing"})
		case v.Given.After(s.Arrival.AddDate(0, 0, -7)):
			problems = append(problems, Problem{d.Name, vaccine, "given less than a week before arrival"})
		case !v.Expires().After(s.Departure):
			problems = append(problems, Problem{d.Name, vaccine, "expires " + v.Expires().Format("2 Jan 2006")})
		}
	}
	sort.SliceStable(problems, func(i, j int) bool { return problems[i].Vaccine < problems[j].Vaccine })
	return problems
}
