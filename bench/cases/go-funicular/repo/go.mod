module example.com/funicular

go 1.22
