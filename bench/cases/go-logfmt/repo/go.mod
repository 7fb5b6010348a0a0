module github.com/go-logfmt/logfmt

go 1.21

require github.com/google/go-cmp v0.7.0
