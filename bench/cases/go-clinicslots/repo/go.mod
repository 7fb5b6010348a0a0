module example.com/clinicslots

go 1.22
