module example.com/banzuke

go 1.21
