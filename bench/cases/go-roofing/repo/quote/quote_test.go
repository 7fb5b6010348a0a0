package quote

import (
	"strings"
	"testing"

	"roofquote/estimate"
	"roofquote/money"
	"roofquote/roof"
	"roofquote/tiles"
)

func job(t *testing.T, code string, r roof.Roof) Job {
	t.Helper()
	tl, err := tiles.Lookup(code)
	if err != nil {
		t.Fatal(err)
	}
	return Job{
		Ref:      "Q-1041",
		Customer: "Mrs D. Okafor, 14 Weaver Street",
		Roof:     r,
		Options:  estimate.Options{Tile: tl, Waste: 0.05},
		Strip:    true,
		Weeks:    1,
	}
}

func TestPrepareGable(t *testing.T) {
	r, err := roof.Gable(8.5, 7.2, 35)
	if err != nil {
		t.Fatal(err)
	}
	q, err := Prepare(job(t, "CI-MOD", r), StandardRates)
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Labour) != 5 {
		t.Fatalf("labour lines: %+v", q.Labour)
	}
	// scaffold is charged for the two-week minimum on 17 m of eaves
	if l := q.Labour[4]; l.Item != "Scaffold, 2 weeks" || l.Qty != 34 {
		t.Errorf("scaffold line %+v", l)
	}
	if q.Net != money.Pounds(4837, 31) || q.VAT != money.Pounds(967, 46) || q.Total != money.Pounds(5804, 77) {
		t.Errorf("net %v, VAT %v, total %v", q.Net, q.VAT, q.Total)
	}
}

func TestSheet(t *testing.T) {
	r, _ := roof.Gable(8.5, 7.2, 35)
	q, err := Prepare(job(t, "CI-MOD", r), StandardRates)
	if err != nil {
		t.Fatal(err)
	}
	want := `Quotation Q-1041 for Mrs D. Okafor, 14 Weaver Street
Roof area 74.7 m², lowest pitch 35.0°, Concrete interlocking, flat profile

Materials
  Concrete interlocking, flat profile       758 each         £1.62   £1,227.96
  Batten 25 x 50, 4.8 m                      50 length       £4.80     £240.00
  Breathable membrane, 50 m²                  2 roll        £68.00     £136.00
  Ridge tile                                 19 each         £6.40     £121.60
  Mortar, 25 kg                               9 bag          £7.25      £65.25
Labour and hire
  Strip existing covering                    75 m²           £9.50     £712.50
  Skip hire                                   1 each       £310.00     £310.00
  Batten, felt and tile                      75 m²          £18.00   £1,350.00
  Ridges and hips                             9 m           £22.00     £198.00
  Scaffold, 2 weeks                          34 m-week      £14.00     £476.00

Net                                                                  £4,837.31
VAT                                                                    £967.46
Total                                                                £5,804.77
`
	if got := q.Sheet(); got != want {
		t.Errorf("sheet:\n%s\nwant:\n%s", got, want)
	}
}

func TestPrepareHippedSlate(t *testing.T) {
	r, err := roof.Hipped(11, 7, 40)
	if err != nil {
		t.Fatal(err)
	}
	j := job(t, "NS-500", r)
	j.Strip = false
	j.Weeks = 3
	q, err := Prepare(j, StandardRates)
	if err != nil {
		t.Fatal(err)
	}
	if got := q.Materials.Qty("Natural slate 500 x 250"); got != 1987 {
		t.Errorf("slates: %d, want 1987", got)
	}
	if q.Total != money.Pounds(12744, 18) {
		t.Errorf("total %v", q.Total)
	}
}

func TestPrepareError(t *testing.T) {
	r, _ := roof.Gable(6, 5, 25)
	_, err := Prepare(job(t, "CP-PLN", r), StandardRates)
	if err == nil || !strings.HasPrefix(err.Error(), "quote Q-1041: tiles:") {
		t.Errorf("err = %v", err)
	}
}
