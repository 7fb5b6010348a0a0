package report

import (
	"os"
	"testing"

	"example.com/treesurvey/survey"
)

func TestSchedule(t *testing.T) {
	f, err := os.Open("../survey/testdata/orchard-lane.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := survey.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	got := Schedule(s)
	want := `Tree schedule: Land at Orchard Lane, Wickham
Tag   Species                   Dia    Ht   RPA r   RPA m2 Cat
T1    Quercus robur             820  19.0    9.84    304.2 A
T2    Fraxinus excelsior        450  14.0    5.40     91.6 C
T3    Acer pseudoplatanus       690  15.0    8.28    215.5 B
T4    Corylus avellana          255   6.0    3.06     29.4 B
T5    Prunus avium              300   9.0    3.60     40.7 U
T6    Fagus sylvatica          1400  26.0   15.00    706.9 A
Categories: A 2, B 2, C 1, U 1
Retained RPA: 1347.5 m²
`
	if got != want {
		t.Errorf("Schedule =\n%s\nwant\n%s", got, want)
	}
}
