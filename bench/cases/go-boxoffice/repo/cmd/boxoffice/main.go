// Command boxoffice books seats for one performance and prints the receipt.
//
//	boxoffice C12:adult C13:child
package main

import (
	"fmt"
	"os"
	"strings"

	"example.com/boxoffice/booking"
	"example.com/boxoffice/pricing"
	"example.com/boxoffice/seating"
)

func parseArgs(args []string) ([]booking.Request, error) {
	var reqs []booking.Request
	for _, arg := range args {
		seat, concession, found := strings.Cut(arg, ":")
		if !found {
			concession = string(pricing.Adult)
		}
		reqs = append(reqs, booking.Request{Seat: seat, Concession: pricing.Concession(concession)})
	}
	return reqs, nil
}

func main() {
	reqs, err := parseArgs(os.Args[1:])
	if err == nil {
		var r booking.Receipt
		r, err = booking.Book(seating.NewHouse(24), reqs)
		if err == nil {
			fmt.Print(r.Text())
			return
		}
	}
	fmt.Fprintln(os.Stderr, "boxoffice:", err)
	os.Exit(1)
}
