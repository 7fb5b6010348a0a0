package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"example.com/shorturl/store"
)

func TestCreateThenRedirect(t *testing.T) {
	s := &server{links: store.NewMemory()}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/?url=https://example.com/a", nil))
	path := strings.TrimSpace(rec.Body.String())
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	if rec.Code != http.StatusFound || rec.Header().Get("Location") != "https://example.com/a" {
		t.Fatalf("GET %s = %d %q", path, rec.Code, rec.Header().Get("Location"))
	}
}
