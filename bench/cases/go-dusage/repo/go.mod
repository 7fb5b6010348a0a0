module example.com/dusage

go 1.22

require github.com/dustin/go-humanize v1.0.1
