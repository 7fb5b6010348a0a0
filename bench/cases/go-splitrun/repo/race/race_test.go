package race

import "testing"

func sample() *Race {
	r := &Race{Name: "Parkside 10k"}
	r.Add("Ada", 34, "0:41:10")
	r.Add("Ben", 17, "0:39:55")
	r.Add("Cleo", 38, "0:38:20")
	r.Add("Dev", 45, "0:52:00")
	r.Add("Eli", 31, "0:41:10")
	return r
}

func TestStandings(t *testing.T) {
	places, err := sample().Standings()
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name string
		rank int
	}{{"Cleo", 1}, {"Ben", 2}, {"Ada", 3}, {"Eli", 3}, {"Dev", 5}}
	for i, w := range want {
		if places[i].Name != w.name || places[i].Rank != w.rank {
			t.Errorf("place %d = %s #%d, want %s #%d", i, places[i].Name, places[i].Rank, w.name, w.rank)
		}
	}
}

func TestStandingsBadTime(t *testing.T) {
	r := &Race{Name: "x"}
	r.Add("Zed", 30, "fast")
	if _, err := r.Standings(); err == nil {
		t.Fatal("bad time accepted")
	}
}

func TestAgeGroup(t *testing.T) {
	for age, want := range map[int]string{12: "U20", 19: "U20", 20: "V20", 39: "V30", 41: "V40"} {
		if got := AgeGroup(age); got != want {
			t.Errorf("AgeGroup(%d) = %q, want %q", age, got, want)
		}
	}
}

func TestGroupWinners(t *testing.T) {
	w, err := sample().GroupWinners()
	if err != nil {
		t.Fatal(err)
	}
	for g, name := range map[string]string{"U20": "Ben", "V30": "Cleo", "V40": "Dev"} {
		if w[g].Name != name {
			t.Errorf("winner of %s = %q, want %q", g, w[g].Name, name)
		}
	}
}
