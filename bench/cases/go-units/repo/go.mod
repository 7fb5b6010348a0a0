module github.com/docker/go-units

go 1.21
