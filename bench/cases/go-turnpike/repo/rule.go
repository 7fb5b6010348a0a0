package turnpike

import (
	"fmt"
	"strconv"
	"strings"
)

// Strategy is how a rule counts requests.
type Strategy string

const (
	TokenBucket   Strategy = "bucket"
	SlidingWindow Strategy = "window"
)

// Rule limits the requests whose method and path match it.
type Rule struct {
	Method   string // "*" matches any method
	Prefix   string
	Rate     Rate
	Burst    int
	Strategy Strategy
}

// ParseRule reads one rule line: METHOD PREFIX RATE [burst=N] [bucket|window].
func ParseRule(line string) (Rule, error) {
	fields := strings.Fields(line)
	if len(fields) < 3 {
		return Rule{}, fmt.Errorf("want METHOD PREFIX RATE, got %q", line)
	}
	r := Rule{Method: strings.ToUpper(fields[0]), Prefix: fields[1], Strategy: TokenBucket}
	if !strings.HasPrefix(r.Prefix, "/") {
		return Rule{}, fmt.Errorf("prefix %q must start with /", r.Prefix)
	}
	rate, err := ParseRate(fields[2])
	if err != nil {
		return Rule{}, err
	}
	r.Rate = rate
	for _, opt := range fields[3:] {
		switch {
		case strings.HasPrefix(opt, "burst="):
			n, err := strconv.Atoi(strings.TrimPrefix(opt, "burst="))
			if err != nil || n <= 0 {
				return Rule{}, fmt.Errorf("burst %q: want a positive whole number", opt)
			}
			r.Burst = n
		case opt == string(TokenBucket) || opt == string(SlidingWindow):
			r.Strategy = Strategy(opt)
		default:
			return Rule{}, fmt.Errorf("unknown option %q", opt)
		}
	}
	if r.Strategy == SlidingWindow && r.Burst != 0 {
		return Rule{}, fmt.Errorf("burst is only for bucket rules")
	}
	return r, nil
}

// Matches tells whether the rule applies to a request.
func (r Rule) Matches(method, path string) bool {
	if r.Method != "*" && r.Method != strings.ToUpper(method) {
		return false
	}
	if r.Prefix == "/" || path == r.Prefix {
		return true
	}
	return strings.HasPrefix(path, strings.TrimSuffix(r.Prefix, "/")+"/")
}

// String writes the rule back as a config line.
func (r Rule) String() string {
	s := fmt.Sprintf("%s %s %s", r.Method, r.Prefix, r.Rate)
	if r.Burst != 0 {
		s += fmt.Sprintf(" burst=%d", r.Burst)
	}
	if r.Strategy != TokenBucket {
		s += " " + string(r.Strategy)
	}
	return s
}
