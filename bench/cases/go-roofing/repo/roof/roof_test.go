package roof

import (
	"errors"
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestPitch(t *testing.T) {
	if p := FromRiseRun(1, 1); !near(float64(p), 45) {
		t.Errorf("FromRiseRun(1, 1) = %v, want 45°", p)
	}
	if f := Pitch(60).SlopeFactor(); !near(f, 2) {
		t.Errorf("SlopeFactor(60°) = %g, want 2", f)
	}
	if s := Pitch(22.5).String(); s != "22.5°" {
		t.Errorf("String = %q", s)
	}
}

func TestGable(t *testing.T) {
	r, err := Gable(10, 8, 30)
	if err != nil {
		t.Fatal(err)
	}
	rafter := 4 / math.Cos(math.Pi/6)
	if got := r.Planes[0].Rafter(); !near(got, rafter) {
		t.Errorf("rafter = %g, want %g", got, rafter)
	}
	if got, want := r.Area(), 2*10*rafter; !near(got, want) {
		t.Errorf("area = %g, want %g", got, want)
	}
	if r.Ridge != 10 || r.Hips != 0 || !near(r.Verges, 4*rafter) {
		t.Errorf("edges = ridge %g hips %g verges %g", r.Ridge, r.Hips, r.Verges)
	}
	if r.Eaves() != 20 {
		t.Errorf("eaves = %g, want 20", r.Eaves())
	}
}

func TestHipped(t *testing.T) {
	r, err := Hipped(10, 6, 45)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Planes) != 4 {
		t.Fatalf("planes = %d", len(r.Planes))
	}
	rafter := 3 * math.Sqrt2
	// two trapezia (10 + 4) / 2 and two triangles 6 / 2, all times the rafter
	want := (2*7 + 2*3) * rafter
	if got := r.Area(); !near(got, want) {
		t.Errorf("area = %g, want %g", got, want)
	}
	// hip: 3 m run each way on plan and 3 m rise
	if got := HipLength(3, 45); !near(got, math.Sqrt(27)) {
		t.Errorf("hip = %g, want %g", got, math.Sqrt(27))
	}
	if r.Ridge != 4 || !near(r.Hips, 4*math.Sqrt(27)) || r.Verges != 0 {
		t.Errorf("edges = ridge %g hips %g verges %g", r.Ridge, r.Hips, r.Verges)
	}
	if r.Eaves() != 32 {
		t.Errorf("eaves = %g, want 32", r.Eaves())
	}
}

func TestPyramid(t *testing.T) {
	r, err := Hipped(5, 5, 40)
	if err != nil {
		t.Fatal(err)
	}
	if r.Ridge != 0 {
		t.Errorf("ridge = %g, want 0", r.Ridge)
	}
}

func TestBadDimensions(t *testing.T) {
	if _, err := Hipped(4, 6, 30); !errors.Is(err, ErrDimensions) {
		t.Errorf("Hipped shorter than span: err = %v", err)
	}
	if _, err := Gable(10, 6, 0); !errors.Is(err, ErrDimensions) {
		t.Errorf("Gable flat: err = %v", err)
	}
	if _, err := Gable(-1, 6, 30); !errors.Is(err, ErrDimensions) {
		t.Errorf("Gable negative: err = %v", err)
	}
}

func TestJoin(t *testing.T) {
	house, _ := Hipped(10, 6, 45)
	ext, _ := Gable(4, 4, 35)
	r := house.Join(ext, 5.2)
	if len(r.Planes) != 6 {
		t.Fatalf("planes = %d", len(r.Planes))
	}
	if !near(r.Area(), house.Area()+ext.Area()) {
		t.Errorf("area = %g", r.Area())
	}
	if r.Valleys != 5.2 || r.Ridge != 8 {
		t.Errorf("valleys %g ridge %g", r.Valleys, r.Ridge)
	}
	if r.LowestPitch() != 35 {
		t.Errorf("lowest pitch = %v", r.LowestPitch())
	}
}
