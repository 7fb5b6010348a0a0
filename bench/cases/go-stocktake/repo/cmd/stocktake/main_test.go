package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out bytes.Buffer
	err := run([]string{"-catalog", "../../testdata/products.txt", "-book", "../../testdata/book.txt",
		"../../testdata/aisle-a.txt", "../../testdata/aisle-b.txt"}, &out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "Net variance: -13.58\n") {
		t.Errorf("report:\n%s", out.String())
	}
}

func TestRunUsage(t *testing.T) {
	if err := run(nil, &bytes.Buffer{}); err == nil {
		t.Error("no arguments: no error")
	}
}
