module icerink

go 1.21
