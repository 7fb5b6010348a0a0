package race

import "testing"

func TestCourseByName(t *testing.T) {
	c, err := CourseByName("Half marathon")
	if err != nil || c.Metres != 21097.5 {
		t.Fatalf("CourseByName = %+v, %v", c, err)
	}
	if _, err := CourseByName("Ultra"); err == nil {
		t.Error("unknown course accepted")
	}
}

func TestKm(t *testing.T) {
	if got := Marathon.Km(); got != 42.195 {
		t.Errorf("Marathon.Km() = %v", got)
	}
}
