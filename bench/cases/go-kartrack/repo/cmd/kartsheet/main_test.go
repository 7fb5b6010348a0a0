package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const passings = `# heat 3, loop 1
3,0:30.050
7,0:31.200
7,0:31.450
3,1:04.400
7,1:05.900
3,1:38.100
7,1:40.300
9,1:52.000
`

func write(t *testing.T, name, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRunWithEntries(t *testing.T) {
	p := write(t, "passings.csv", passings)
	e := write(t, "entries.csv", "3, Ana Ribeiro\n7, Ben Okafor\n9, Eve Lund\n")
	var out strings.Builder
	if err := run(p, e, 20*time.Second, &out); err != nil {
		t.Fatal(err)
	}
	want := `Pos Kart Driver               Laps       Time      Best Gap
1   3    Ana Ribeiro             2   1:08.050    33.700 
2   7    Ben Okafor              2   1:09.100    34.400 +1.050
3   9    Eve Lund                0      0.000         - +2 laps
Fastest lap: Ana Ribeiro (kart 3) 33.700 on lap 2
`
	if out.String() != want {
		t.Errorf("sheet:\n%s\nwant:\n%s", out.String(), want)
	}
}

func TestRunWithoutEntries(t *testing.T) {
	p := write(t, "passings.csv", passings)
	var out strings.Builder
	if err := run(p, "", 20*time.Second, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 4 || !strings.Contains(lines[1], "Kart 3") || !strings.Contains(lines[2], "Kart 7") {
		t.Errorf("sheet:\n%s", out.String())
	}
}

func TestRunBadEntries(t *testing.T) {
	p := write(t, "passings.csv", passings)
	e := write(t, "entries.csv", "three,Ana\n")
	if err := run(p, e, 0, &strings.Builder{}); err == nil || !strings.Contains(err.Error(), "bad entry") {
		t.Errorf("bad entries file: %v", err)
	}
}
