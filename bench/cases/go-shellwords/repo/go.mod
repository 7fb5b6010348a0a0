module github.com/mattn/go-shellwords

go 1.13
