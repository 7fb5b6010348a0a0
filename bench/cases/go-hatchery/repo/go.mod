module hatchery

go 1.22
