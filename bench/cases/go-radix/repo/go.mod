module github.com/armon/go-radix
