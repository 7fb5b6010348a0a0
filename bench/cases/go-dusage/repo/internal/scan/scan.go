// Package scan walks a tree and totals file sizes per directory.
package scan

import (
	"io/fs"
	"path"
	"sort"
	"strings"
)

// Entry is one regular file, its path slash-separated and relative to the scanned root.
type Entry struct {
	Path string
	Size int64
}

// Total is what a directory holds, subdirectories included.
type Total struct {
	Dir   string
	Bytes int64
	Files int
}

// Walk lists the regular files under root.
func Walk(fsys fs.FS) ([]Entry, error) {
	var entries []Entry
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.Type().IsRegular() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		entries = append(entries, Entry{Path: p, Size: info.Size()})
		return nil
	})
	return entries, err
}

// Totals adds each file to its directory and every directory above it, down to depth levels below the root
// ("." is the root, depth 0); the result is sorted by size, largest first, then by name.
func Totals(entries []Entry, depth int) []Total {
	sums := map[string]*Total{}
	add := func(dir string, size int64) {
		t, ok := sums[dir]
		if !ok {
			t = &Total{Dir: dir}
			sums[dir] = t
		}
		t.Bytes += size
		t.Files++
	}
	for _, e := range entries {
		parts := strings.Split(path.Dir(e.Path), "/")
		add(".", e.Size)
		if parts[0] == "." {
			continue
		}
		for level := 1; level <= depth && level <= len(parts); level++ {
			add(strings.Join(parts[:level], "/"), e.Size)
		}
	}
	out := make([]Total, 0, len(sums))
	for _, t := range sums {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Bytes != out[j].Bytes {
			return out[i].Bytes > out[j].Bytes
		}
		return out[i].Dir < out[j].Dir
	})
	return out
}
