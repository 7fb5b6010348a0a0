package fleet

import (
	"math"
	"strings"
	"testing"
)

func fleet() Fleet {
	return Fleet{
		1:  {Number: 1, Class: Cadet, EngineHours: 12, LastService: 0},
		4:  {Number: 4, Class: Junior, EngineHours: 88.5, LastService: 60},
		6:  {Number: 6, Class: Junior, EngineHours: 71, LastService: 60},
		9:  {Number: 9, Class: Adult, EngineHours: 140, LastService: 120},
		10: {Number: 10, Class: Adult, EngineHours: 96, LastService: 75},
		14: {Number: 14, Class: Adult, EngineHours: 131, LastService: 125},
		15: {Number: 15, Class: Adult, EngineHours: 20, LastService: 0, OutOfUse: true},
		20: {Number: 20, Class: Twin, EngineHours: 50, LastService: 50},
	}
}

func TestHoursToService(t *testing.T) {
	f := fleet()
	cases := map[int]float64{1: 28, 4: 1.5, 6: 19, 9: 5, 10: 4, 14: 19, 20: 25}
	for n, want := range cases {
		if got := f[n].HoursToService(); math.Abs(got-want) > 1e-9 {
			t.Errorf("kart %d: %v hours to service, want %v", n, got, want)
		}
	}
}

func TestRunAndDueForService(t *testing.T) {
	f := fleet()
	// a Grand Prix of 45 minutes for the adult karts and kart 4
	if err := f.Run([]int{4, 9, 10, 14}, 45); err != nil {
		t.Fatal(err)
	}
	if got := f[9].EngineHours; got != 140.75 {
		t.Errorf("kart 9 engine hours %v, want 140.75", got)
	}
	due := f.DueForService(5)
	var nums []int
	for _, k := range due {
		nums = append(nums, k.Number)
	}
	if len(nums) != 3 || nums[0] != 4 || nums[1] != 10 || nums[2] != 9 {
		t.Errorf("due for service %v, want [4 10 9]", nums)
	}
	if err := f.Run([]int{99}, 10); err == nil || !strings.Contains(err.Error(), "99") {
		t.Errorf("Run on a missing kart: %v", err)
	}
}

func TestAssign(t *testing.T) {
	f := fleet()
	got, err := f.Assign(map[string]Class{"Ana": Adult, "Ben": Adult, "Tom": Junior, "Mia": Cadet})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"Ana": 10, "Ben": 14, "Tom": 6, "Mia": 1}
	for name, kart := range want {
		if got[name] != kart {
			t.Errorf("%s got kart %d, want %d", name, got[name], kart)
		}
	}
	_, err = f.Assign(map[string]Class{"A": Cadet, "B": Cadet})
	if err == nil || !strings.Contains(err.Error(), "no cadet kart left for B") {
		t.Errorf("Assign with too few cadet karts: %v", err)
	}
}

func TestBallast(t *testing.T) {
	cases := []struct {
		class Class
		kg    float64
		want  int
	}{
		{Adult, 72, 4},
		{Adult, 77.5, 1},
		{Adult, 80, 0},
		{Adult, 95, 0},
		{Junior, 41, 4},
		{Cadet, 30, 2},
		{Twin, 40, 0},
	}
	for _, c := range cases {
		if got := Ballast(c.class, c.kg); got != c.want {
			t.Errorf("Ballast(%s, %v) = %d plates, want %d", c.class, c.kg, got, c.want)
		}
	}
}

func TestClassString(t *testing.T) {
	if Junior.String() != "junior" || Class(9).String() != "Class(9)" {
		t.Errorf("got %q and %q", Junior, Class(9))
	}
}
