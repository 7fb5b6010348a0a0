module github.com/google/shlex

go 1.13
