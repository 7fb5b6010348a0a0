module github.com/danwakefield/fnmatch

go 1.16
