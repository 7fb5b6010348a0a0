package report

import (
	"testing"

	"shearing/pay"
	"shearing/rates"
	"shearing/tally"
	"shearing/wool"
)

const tallySheet = `
1 Mick 48 ewes
1 Jacko 52 ewes
2 Mick 50 ewes
2 Jacko 47 ewes
3 Mick 30 wethers
3 Mick 14 rams
3 Jacko 46 wethers
4 Mick 58 lambs
4 Jacko 61 lambs
`

const want = `Shed sheet 2024-10-08 (4 runs)

Tally           Run 1  Run 2  Run 3  Run 4  Total
  1 Mick           48     50     44     58    200
  2 Jacko          52     47     46     61    206
    Shed          100     97     90    119    406

By class: 197 ewes, 76 wethers, 119 lambs, 14 rams
Top gun: Jacko, 206

Pay
  Mick       shearer     200 head      $710.22
  Jacko      shearer     206 head      $681.91
  Dot        classer        1 day      $389.50
  Ron        presser        1 day      $302.15
  Sal        shed hand      1 day      $286.40
  Total                              $2,370.18
  Cost per head                          $5.84

Wool: 4 bales, 701.9 kg
  AAA M      2 bales    361.2 kg
  AA M       1 bale     182.0 kg
  PCS        1 bale     158.7 kg
`

func TestSheet(t *testing.T) {
	day, err := tally.ParseSheet("2024-10-08", 4, tallySheet)
	if err != nil {
		t.Fatal(err)
	}
	st, err := pay.Settle(rates.Standard(), day, []pay.Hand{
		{Name: "Sal", Role: pay.ShedHand, Days: 1},
		{Name: "Ron", Role: pay.Presser, Days: 1},
		{Name: "Dot", Role: pay.Classer, Days: 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	var clip wool.Clip
	clip.Add(wool.Press("AAA M", 1, []float64{61.2, 60.4, 59.8, 62.0, 58.3, 59.5}, wool.TargetBaleKg)...)
	clip.Add(wool.Bale{Line: "AA M", Number: 1, Kg: 182})
	clip.Add(wool.Bale{Line: "PCS", Number: 1, Kg: 158.7})
	if got := Sheet(day, st, clip); got != want {
		t.Errorf("Sheet:\n%s\nwant:\n%s", got, want)
	}
}
