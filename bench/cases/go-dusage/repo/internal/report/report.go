// Package report renders directory totals as the table dusage prints.
package report

import (
	"fmt"
	"strings"

	"github.com/dustin/go-humanize"

	"example.com/dusage/internal/format"
	"example.com/dusage/internal/scan"
)

// Render prints one line per directory: size, file count, name.
func Render(totals []scan.Total) string {
	var b strings.Builder
	for _, t := range totals {
		fmt.Fprintf(&b, "%6s  %8s files  %s\n", format.Short(t.Bytes), humanize.Comma(int64(t.Files)), t.Dir)
	}
	return b.String()
}
