module example.com/payroll

go 1.22
