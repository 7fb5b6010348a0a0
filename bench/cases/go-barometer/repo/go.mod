module example.com/barometer

go 1.22
