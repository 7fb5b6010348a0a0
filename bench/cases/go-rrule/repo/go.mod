module github.com/teambition/rrule-go

go 1.16
