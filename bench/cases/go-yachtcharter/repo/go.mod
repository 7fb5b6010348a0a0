module yachtcharter

go 1.22
