package table

import (
	"reflect"
	"testing"
)

func TestSplitRow(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"| a | b |", []string{"a", "b"}},
		{"a|b", []string{"a", "b"}},
		{"|  x  |", []string{"x"}},
		{"| a | | c |", []string{"a", "", "c"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := splitRow(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("splitRow(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestIsRule(t *testing.T) {
	for in, want := range map[string]bool{"|---|---|": true, "|:--|--:|": true, "| a |---|": false, "||": false} {
		t.Run(in, func(t *testing.T) {
			if got := isRule(splitRow(in)); got != want {
				t.Errorf("isRule(%q) = %v, want %v", in, got, want)
			}
		})
	}
}

func TestParsePadsShortRows(t *testing.T) {
	got := Parse("| a | b |\n|---|---|\n| 1 |\n")
	if !reflect.DeepEqual(got.Rows, [][]string{{"1", ""}}) {
		t.Errorf("rows = %q", got.Rows)
	}
}

func TestFormatAligns(t *testing.T) {
	got := Parse("| name | qty |\n|--|--|\n| apple | 3 |\n| fig | 12 |").Format()
	want := "| name  | qty |\n| ----- | --- |\n| apple | 3   |\n| fig   | 12  |\n"
	if got != want {
		t.Errorf("Format() =\n%s\nwant\n%s", got, want)
	}
}

func TestFormatLongRowKeepsHeaderWidth(t *testing.T) {
	got := Parse("| a |\n|---|\n| 1 | extra |").Format()
	want := "| a |\n| - |\n| 1 |\n"
	if got != want {
		t.Errorf("Format() =\n%s\nwant\n%s", got, want)
	}
}

func TestFormatUnicode(t *testing.T) {
	got := Parse("| städte |\n|--|\n| köln |").Format()
	want := "| städte |\n| ------ |\n| köln   |\n"
	if got != want {
		t.Errorf("Format() =\n%s\nwant\n%s", got, want)
	}
}
