// Package ctrllog reads the log the funicular car's controller writes: one event a line,
//
//	<unix milliseconds> <EVENT> <station> [key=value ...]
//
// where EVENT is DEPART, ARRIVE, DOORS_OPEN or DOORS_CLOSE and station is "upper" or "lower".
package ctrllog

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Kind is what happened.
type Kind string

const (
	Depart     Kind = "DEPART"
	Arrive     Kind = "ARRIVE"
	DoorsOpen  Kind = "DOORS_OPEN"
	DoorsClose Kind = "DOORS_CLOSE"
)

// Event is one line of the log.
type Event struct {
	At      time.Time
	Kind    Kind
	Station string
	Fields  map[string]string
}

// Parse reads every event; blank lines and lines starting with # are skipped.
func Parse(r io.Reader) ([]Event, error) {
	var events []Event
	scanner := bufio.NewScanner(r)
	line := 0
	for scanner.Scan() {
		line++
		text := strings.TrimSpace(scanner.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		event, err := parseLine(text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		events = append(events, event)
	}
	return events, scanner.Err()
}

func parseLine(text string) (Event, error) {
	parts := strings.Fields(text)
	if len(parts) < 3 {
		return Event{}, fmt.Errorf("want at least 3 fields, got %d", len(parts))
	}
	ms, err := strconv.ParseInt(parts[0], 10, 64)
	if err != nil {
		return Event{}, fmt.Errorf("bad time %q", parts[0])
	}
	kind := Kind(parts[1])
	switch kind {
	case Depart, Arrive, DoorsOpen, DoorsClose:
	default:
		return Event{}, fmt.Errorf("unknown event %q", parts[1])
	}
	fields := map[string]string{}
	for _, part := range parts[3:] {
		key, value, ok := strings.Cut(part, "=")
		if !ok || key == "" {
			return Event{}, fmt.Errorf("bad field %q", part)
		}
		fields[key] = value
	}
	return Event{At: time.UnixMilli(ms).UTC(), Kind: kind, Station: parts[2], Fields: fields}, nil
}

// Int returns an integer field.
func (e Event) Int(key string) (int, bool, error) {
	raw, ok := e.Fields[key]
	if !ok {
		return 0, false, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, true, fmt.Errorf("field %s: %w", key, err)
	}
	return n, true, nil
}
