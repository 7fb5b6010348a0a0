package dressage

import "testing"

func TestTable(t *testing.T) {
	results := scoreAll(t)
	Rank(results)
	want := "" +
		"place rider / horse                         C        E    total\n" +
		"1     Tomas Reyes / Silverline         71.364   71.364   71.364\n" +
		"2     Mia Lund / Farouche              70.000   70.000   70.000\n" +
		"3     Anna Berg / Quintessa            70.909   68.636   69.773\n" +
		"-     Jon Eide / Kestrel                                      E\n"
	if got := Table(results); got != want {
		t.Errorf("table:\n%s\nwant:\n%s", got, want)
	}
}
