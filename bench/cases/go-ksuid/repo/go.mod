module github.com/segmentio/ksuid

go 1.12
