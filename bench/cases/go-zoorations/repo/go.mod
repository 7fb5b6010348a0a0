module zoorations

go 1.22
