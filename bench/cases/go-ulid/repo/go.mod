module github.com/oklog/ulid/v2

go 1.15
