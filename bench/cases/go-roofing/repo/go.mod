module roofquote

go 1.22
