module github.com/lucasb-eyer/go-colorful

go 1.12
