package obs

import (
	"strings"
	"testing"
	"time"
)

func TestParseLine(t *testing.T) {
	at := time.Date(2026, 11, 1, 6, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		line string
		want Reading
	}{
		{"metric", "2026-11-01T06:00 1013.2hPa 12.5C NW 15kn", Reading{at, 1013.2, 12.5, "NW", 15}},
		{"inches of mercury", "2026-11-01T06:00 29.92inHg 12.5C NW 15kn", Reading{at, 1013.2, 12.5, "NW", 15}},
		{"fahrenheit", "2026-11-01T06:00 1013.2hPa 54.5F NW 15kn", Reading{at, 1013.2, 12.5, "NW", 15}},
		{"below freezing", "2026-11-01T06:00 1030.0hPa -4.0C N 3kn", Reading{at, 1030, -4, "N", 3}},
		{"km per hour", "2026-11-01T06:00 998.5hPa 8.0C SW 37kmh", Reading{at, 998.5, 8, "SW", 20}},
		{"calm", "2026-11-01T06:00 1021.0hPa 2.0C CALM 0kn", Reading{at, 1021, 2, "CALM", 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseLine(tt.line)
			if err != nil {
				t.Fatalf("ParseLine(%q): %v", tt.line, err)
			}
			if got != tt.want {
				t.Errorf("ParseLine(%q) = %+v, want %+v", tt.line, got, tt.want)
			}
		})
	}
}

func TestParseLineErrors(t *testing.T) {
	tests := []struct {
		name, line, wantErr string
	}{
		{"fields", "2026-11-01T06:00 1013.2hPa 12.5C NW", "want 5 fields"},
		{"time", "01/11/2026 1013.2hPa 12.5C NW 15kn", "time"},
		{"pressure unit", "2026-11-01T06:00 1013.2mb 12.5C NW 15kn", "want hPa or inHg"},
		{"temperature unit", "2026-11-01T06:00 1013.2hPa 12.5K NW 15kn", "want C or F"},
		{"direction", "2026-11-01T06:00 1013.2hPa 12.5C NNW 15kn", "wind direction"},
		{"speed unit", "2026-11-01T06:00 1013.2hPa 12.5C NW 15mph", "want kn or kmh"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseLine(tt.line)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseLine(%q) error = %v, want it to mention %q", tt.line, err, tt.wantErr)
			}
		})
	}
}

func TestParseLog(t *testing.T) {
	log := "# station 7\n\n2026-11-01T06:00 1013.2hPa 12.5C NW 15kn\n2026-11-01T09:00 1011.0hPa 14.0C W 18kn\n"
	rs, err := ParseLog(strings.NewReader(log))
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 || rs[1].Pressure != 1011 {
		t.Errorf("ParseLog = %+v", rs)
	}
	_, err = ParseLog(strings.NewReader("2026-11-01T06:00 1013.2hPa 12.5C NW 15kn\nbad\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "line 2:") {
		t.Errorf("ParseLog error = %v, want line 2", err)
	}
}
