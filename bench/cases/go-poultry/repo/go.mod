module poultry

go 1.22
