// Package store keeps short codes and their target URLs in memory.
package store

import (
	"errors"
	"sync"
)

// ErrNotFound is returned for a code nobody created.
var ErrNotFound = errors.New("store: no such code")

// Memory is a concurrency-safe map of code to URL.
type Memory struct {
	mu    sync.RWMutex
	links map[string]string
	hits  map[string]int
}

// NewMemory returns an empty store.
func NewMemory() *Memory {
	return &Memory{links: map[string]string{}, hits: map[string]int{}}
}

// Put records code -> url, replacing an earlier target.
func (m *Memory) Put(code, url string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.links[code] = url
}

// Get returns the target of code and counts the visit.
func (m *Memory) Get(code string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	url, ok := m.links[code]
	if !ok {
		return "", ErrNotFound
	}
	m.hits[code]++
	return url, nil
}

// Hits is how often code was visited.
func (m *Memory) Hits(code string) int {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.hits[code]
}
