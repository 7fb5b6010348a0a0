module pawnbroker

go 1.22
