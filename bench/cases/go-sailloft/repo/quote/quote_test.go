package quote

import (
	"testing"

	"sailloft/cloth"
	"sailloft/sail"
)

var main = sail.Sail{Kind: sail.Mainsail, Luff: 10, Leech: 10.5, Foot: 3.5, RoachPct: 10}

func TestMainsailQuote(t *testing.T) {
	q, err := New(main, cloth.Stock["D76"], Options{ReefRows: 2, Battens: 4, Cunningham: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []Line{
		{"Dacron 7.6oz, 28.46 m", 53865},
		{"Labour, 10.75 h", 45150},
		{"Reefing, 2 rows", 13000},
		{"Battens, 4", 11200},
		{"Cunningham eye", 1800},
	}
	if len(q.Lines) != len(want) {
		t.Fatalf("lines = %+v", q.Lines)
	}
	for i, l := range want {
		if q.Lines[i] != l {
			t.Errorf("line %d = %+v, want %+v", i, q.Lines[i], l)
		}
	}
	if q.Net() != 125015 || q.VAT() != 25003 || q.Total() != 150018 {
		t.Errorf("net/vat/total = %d/%d/%d", q.Net(), q.VAT(), q.Total())
	}
}

func TestRejects(t *testing.T) {
	jib := sail.Sail{Kind: sail.Jib, Luff: 5, Leech: 4, Foot: 3}
	if _, err := New(jib, cloth.Stock["D52"], Options{ReefRows: 1}); err == nil {
		t.Error("reefed jib accepted")
	}
	if _, err := New(main, cloth.Stock["D76"], Options{ReefRows: 4}); err == nil {
		t.Error("4 reef rows accepted")
	}
	bad := sail.Sail{Kind: sail.Jib, Luff: 10, Leech: 2, Foot: 2}
	if _, err := New(bad, cloth.Stock["D52"], Options{}); err == nil {
		t.Error("impossible sail accepted")
	}
}

func TestPounds(t *testing.T) {
	cases := map[int]string{
		0:        "£0.00",
		5:        "£0.05",
		150191:   "£1,501.91",
		12345678: "£123,456.78",
		-2500:    "-£25.00",
	}
	for p, want := range cases {
		if got := Pounds(p); got != want {
			t.Errorf("Pounds(%d) = %s, want %s", p, got, want)
		}
	}
}

func TestText(t *testing.T) {
	jib := sail.Sail{Kind: sail.Jib, Luff: 5, Leech: 4, Foot: 3}
	q, err := New(jib, cloth.Stock["D52"], Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "jib 5.00 x 4.00 x 3.00 m, 6.0 m²\n" +
		"  Dacron 5.2oz, 5.54 m                 £79.52\n" +
		"  Labour, 2.50 h                      £105.00\n" +
		"  Net                                 £184.52\n" +
		"  VAT 20%                              £36.90\n" +
		"  Total                               £221.42\n"
	if got := q.Text(); got != want {
		t.Errorf("Text() =\n%s\nwant\n%s", got, want)
	}
}
