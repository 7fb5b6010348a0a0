module example.com/oncall

go 1.22
