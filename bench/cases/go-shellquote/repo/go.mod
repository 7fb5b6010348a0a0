module github.com/kballard/go-shellquote

go 1.21
