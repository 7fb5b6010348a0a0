module example.com/treesurvey

go 1.22
