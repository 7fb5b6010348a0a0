package report

import (
	"testing"

	"example.com/dusage/internal/scan"
)

func TestRender(t *testing.T) {
	totals := []scan.Total{
		{Dir: ".", Bytes: 1049600, Files: 1204},
		{Dir: "assets", Bytes: 1048576, Files: 3},
		{Dir: "src", Bytes: 1024, Files: 1201},
	}
	want := "" +
		"  1.0M     1,204 files  .\n" +
		"  1.0M         3 files  assets\n" +
		"  1.0K     1,201 files  src\n"
	if got := Render(totals); got != want {
		t.Errorf("Render() =\n%s\nwant\n%s", got, want)
	}
}
