package turnpike

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Config is a list of rules read from a config file.
type Config struct {
	Rules []Rule
}

// LineError is a config error with the line it was found on.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() error { return e.Err }

// ParseConfig reads one rule a line. Blank lines and lines starting with #
// are skipped; a # after a rule starts a comment.
func ParseConfig(r io.Reader) (*Config, error) {
	cfg := &Config{}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		rule, err := ParseRule(line)
		if err != nil {
			return nil, &LineError{Line: n, Err: err}
		}
		cfg.Rules = append(cfg.Rules, rule)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return cfg, nil
}

// Match returns the rule for a request: the longest matching prefix wins,
// and on equal prefixes a rule for the method beats a "*" rule. It returns
// nil when no rule matches.
func (c *Config) Match(method, path string) *Rule {
	var best *Rule
	for i := range c.Rules {
		r := &c.Rules[i]
		if !r.Matches(method, path) {
			continue
		}
		if best == nil || len(r.Prefix) > len(best.Prefix) ||
			(len(r.Prefix) == len(best.Prefix) && best.Method == "*" && r.Method != "*") {
			best = r
		}
	}
	return best
}
