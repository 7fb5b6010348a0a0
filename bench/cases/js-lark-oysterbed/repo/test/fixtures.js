export const STOCK = `id,row,count,meanG
B-011,1,210,58
B-012,1,230,71
B-021,2,140,96
B-022,2,100,118
B-023,2,150,88
B-031,3,80,154
`

// Cancale, a spring-tide day
export const TIDES = `
# Cancale
05:40 LW 1.20
11:52 HW 12.80
18:05 LW 1.60
`
