package turnpike

import (
	"errors"
	"strings"
	"testing"
	"time"
)

const sample = `# public API
*    /            100/min
GET  /api/search  30/min burst=10
POST /api/search  5/s        # writes are cheap to refuse
*    /api/export  20/h window
`

func TestParseConfig(t *testing.T) {
	cfg, err := ParseConfig(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Rules) != 4 {
		t.Fatalf("rules = %d, want 4", len(cfg.Rules))
	}
	got := cfg.Rules[1]
	want := Rule{Method: "GET", Prefix: "/api/search", Rate: Rate{30, time.Minute}, Burst: 10, Strategy: TokenBucket}
	if got != want {
		t.Errorf("rule 2 = %+v, want %+v", got, want)
	}
	if cfg.Rules[3].Strategy != SlidingWindow {
		t.Errorf("rule 4 strategy = %q", cfg.Rules[3].Strategy)
	}
}

func TestParseConfigReportsTheLine(t *testing.T) {
	_, err := ParseConfig(strings.NewReader("* / 10/min\n\nGET /x 10/fortnight\n"))
	var le *LineError
	if !errors.As(err, &le) || le.Line != 3 {
		t.Fatalf("err = %v, want a LineError on line 3", err)
	}
}

func TestParseRuleErrors(t *testing.T) {
	for _, line := range []string{
		"GET /x",
		"GET x 10/min",
		"GET /x 10/min burst=0",
		"GET /x 10/min window burst=3",
		"GET /x 10/min fast",
	} {
		if _, err := ParseRule(line); err == nil {
			t.Errorf("ParseRule(%q): no error", line)
		}
	}
}

func TestRuleStringRoundTrips(t *testing.T) {
	for _, line := range []string{"GET /api/search 30/min burst=10", "* /api/export 20/h window"} {
		r, err := ParseRule(line)
		if err != nil {
			t.Fatal(err)
		}
		if r.String() != line {
			t.Errorf("String = %q, want %q", r.String(), line)
		}
	}
}

func TestMatch(t *testing.T) {
	cfg, err := ParseConfig(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ method, path, want string }{
		{"GET", "/api/search", "GET /api/search 30/min burst=10"},
		{"get", "/api/search/recent", "GET /api/search 30/min burst=10"},
		{"POST", "/api/search", "POST /api/search 5/s"},
		{"DELETE", "/api/search", "* / 100/min"},
		{"GET", "/api/searches", "* / 100/min"},
		{"GET", "/api/export/all.csv", "* /api/export 20/h window"},
	}
	for _, c := range cases {
		r := cfg.Match(c.method, c.path)
		if r == nil || r.String() != c.want {
			t.Errorf("Match(%s %s) = %v, want %s", c.method, c.path, r, c.want)
		}
	}
	empty := &Config{}
	if empty.Match("GET", "/") != nil {
		t.Error("empty config matched")
	}
}
