package probe

import (
	"strings"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	rs, err := Read(strings.NewReader("# logger 2\n2026-03-14T00:00Z 3.10\n\n2026-03-14T00:10:00Z 3.02\n2026-03-14T01:20+01:00 2.95\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 3 {
		t.Fatalf("got %d readings, want 3", len(rs))
	}
	if want := time.Date(2026, 3, 14, 0, 20, 0, 0, time.UTC); !rs[2].At.Equal(want) || rs[2].Temp != 2.95 {
		t.Errorf("third reading = %+v, want 2.95 at %v", rs[2], want)
	}
}

func TestReadErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"2026-03-14T00:00Z", "line 1: want a time and a temperature"},
		{"14/03/2026 3.1", `line 1: time "14/03/2026" is not RFC 3339`},
		{"2026-03-14T00:00Z cold", `line 1: temperature "cold" is not a number`},
		{"2026-03-14T00:10Z 3.1\n2026-03-14T00:10Z 3.2", "line 2: 2026-03-14T00:10Z is not after the reading before it"},
	} {
		_, err := Read(strings.NewReader(tc.in))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Read(%q) error = %v, want %q", tc.in, err, tc.want)
		}
	}
}
