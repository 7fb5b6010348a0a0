// Package format shows sizes the way du -h does: powers of 1024, one letter, at most one decimal.
package format

import "fmt"

var suffixes = []byte{'K', 'M', 'G', 'T', 'P', 'E'}

// Short formats a size: 512 -> "512B", 1536 -> "1.5K", 10485760 -> "10M".
func Short(n int64) string {
	if n < 1024 {
		return fmt.Sprintf("%dB", n)
	}
	unit := int64(1024)
	exp := 0
	for n/unit >= 1024 && exp < len(suffixes)-1 {
		unit *= 1024
		exp++
	}
	tenths := n * 10 / unit
	if tenths >= 100 {
		return fmt.Sprintf("%d%c", tenths/10, suffixes[exp])
	}
	return fmt.Sprintf("%d.%d%c", tenths/10, tenths%10, suffixes[exp])
}
