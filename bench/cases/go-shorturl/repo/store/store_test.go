package store

import "testing"

func TestPutGetCountsHits(t *testing.T) {
	m := NewMemory()
	m.Put("abc", "https://example.com")
	for i := 0; i < 3; i++ {
		if url, err := m.Get("abc"); err != nil || url != "https://example.com" {
			t.Fatalf("Get = %q, %v", url, err)
		}
	}
	if m.Hits("abc") != 3 {
		t.Errorf("Hits = %d, want 3", m.Hits("abc"))
	}
	if _, err := m.Get("nope"); err != ErrNotFound {
		t.Errorf("Get(nope) err = %v", err)
	}
}
