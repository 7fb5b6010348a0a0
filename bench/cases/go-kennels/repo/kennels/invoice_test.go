package kennels

import (
	"testing"
	"time"
)

func TestInvoice(t *testing.T) {
	b := Booking{Ref: "K-301", Owner: "Mrs J. Hollis", Dogs: []Dog{bramble, nettle}, SharedRun: true,
		Stay: stay(t, Date(2025, time.December, 28), Date(2026, time.January, 5))}
	q := price(t, b)
	got := Invoice("Hilltop Boarding Kennels", q)
	want := `Hilltop Boarding Kennels
Booking K-301 for Mrs J. Hollis
Sun 28 Dec to Mon 5 Jan 2026 (8 nights)
--------------------------------------------------------------------
Bramble (springer spaniel), 8 nights at £26.00 (medium)      £208.00
  Christmas, 7 nights at 30%                                  £54.60
Nettle (border terrier), 8 nights at £22.00 (small)          £176.00
  sharing a run, 15% off                                     -£26.40
  Christmas, 7 nights at 30%                                  £46.20
--------------------------------------------------------------------
Total                                                        £458.40
`
	if got != want {
		t.Errorf("invoice:\n%s\nwant:\n%s", got, want)
	}
}
