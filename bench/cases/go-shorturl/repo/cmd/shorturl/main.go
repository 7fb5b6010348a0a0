// Command shorturl serves redirects: POST /?url=... creates a code, GET /<code> redirects.
package main

import (
	"fmt"
	"log"
	"net/http"
	"strings"
	"sync/atomic"

	"example.com/shorturl/shorten"
	"example.com/shorturl/store"
)

type server struct {
	links *store.Memory
	next  atomic.Uint64
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodPost:
		target := r.URL.Query().Get("url")
		if !strings.HasPrefix(target, "https://") {
			http.Error(w, "url must be https", http.StatusBadRequest)
			return
		}
		code := shorten.Code(s.next.Add(1))
		s.links.Put(code, target)
		fmt.Fprintf(w, "/%s\n", code)
	case http.MethodGet:
		url, err := s.links.Get(strings.TrimPrefix(r.URL.Path, "/"))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		http.Redirect(w, r, url, http.StatusFound)
	default:
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
	}
}

func main() {
	log.Fatal(http.ListenAndServe("127.0.0.1:8080", &server{links: store.NewMemory()}))
}
