package dressage

const novice24 = `
test Novice 24
# movement | coefficient
Enter in working trot, halt, salute | 1
Working trot circle 20 m | 1
Medium walk | 2
Working canter circle left | 1
Working canter circle right | 1
Halt, salute | 1
collective Paces | 2
collective Rider's position | 2
`

const class = `
ride Anna Berg / Quintessa
C 7 6.5 7 7.5 7 7 7 7.5
E 7 7 6.5 7 7 6.5 7 7

ride Tomas Reyes / Silverline
C 8 7.5 7 7.5 7.5 7 7.5 7
E 7.5 7.5 7 7.5 7 7 7.5 7.5
errors 1

ride Mia Lund / Farouche
C 7 7 7 7 7 7 7 7
E 7 7 7 7 7 7 7 7

ride Jon Eide / Kestrel
C 6 6 6.5 6 6 6.5 6 6
E 6.5 6 6 6 6 6 6 6
errors 3
`

func mustTest() Test {
	t, err := ParseTest(novice24)
	if err != nil {
		panic(err)
	}
	return t
}

func mustRides() []Ride {
	r, err := ParseRides(class)
	if err != nil {
		panic(err)
	}
	return r
}
