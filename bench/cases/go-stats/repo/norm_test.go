package stats_test

import (
	"math"
	"math/big"
	"reflect"
	"strconv"
	"testing"

	"github.com/montanaflynn/stats"
)

func TestNormPpf(t *testing.T) {
	if stats.NormPpf(0.5, 0, 1) != 0 {
		t.Error("Input 0.5, Expected 0")
	}
	if !veryclose(stats.NormPpf(0.1, 0, 1), -1.2815515655446004) {
		t.Error("Input 0.1, Expected -1.2815515655446004")
	}
	if !veryclose(stats.NormPpf(0.002423, 0, 1), -2.817096255323953) {
		t.Error("Input 0.002423, Expected -2.817096255323953")
	}
	if !close(stats.NormPpf(1-0.002423, 0, 1), 2.817096255323956) {
		t.Error("Input 1 - 0.002423, Expected 2.817096255323956")
	}

	if !math.IsNaN(stats.NormPpf(1.1, 0, 1)) {
		t.Error("Input 1.1, Expected NaN")
	}
	if !math.IsNaN(stats.NormPpf(-1.1, 0, 1)) {
		t.Error("Input -0.1, Expected Nan")
	}
	if stats.NormPpf(0, 0, 1) != -math.Inf(1) {
		t.Error("Input 0, Expected -Inf")
	}
	if stats.NormPpf(1, 0, 1) != math.Inf(1) {
		t.Error("Input 1, Expected Inf")
	}
}

func TestNormCdf(t *testing.T) {
	if stats.NormCdf(0, 0, 1) != 0.5 {
		t.Error("Input 0, Expected 0.5")
	}
	if !veryclose(stats.NormCdf(0.5, 0, 1), 0.6914624612740131) {
		t.Error("Input 0.5, Expected 0.6914624612740131")
	}
	if !veryclose(stats.NormCdf(-0.5, 0, 1), 0.3085375387259869) {
		t.Error("Input -0.5, Expected 0.3085375387259869")
	}
}

func TestNormPdf(t *testing.T) {
	if !veryclose(stats.NormPdf(0.5, 0, 1), 0.35206532676429947) {
		t.Error("Input 0.5, Expected 0.35206532676429947")
	}
	if !veryclose(stats.NormPdf(0, 0, 1), 0.3989422804014327) {
		t.Error("Input 0, Expected 0.3989422804014327")
	}
	if !veryclose(stats.NormPdf(-0.5, 0, 1), 0.35206532676429947) {
		t.Error("Input -0.5, Expected 0.35206532676429947")
	}
}

func TestNormLogPdf(t *testing.T) {
	if !veryclose(stats.NormLogPdf(0, 0, 1), -0.9189385332046727) {
		t.Error("Input 0, Expected -0.9189385332046727")
	}
	if !veryclose(stats.NormPdf(0, 0, 1), 0.3989422804014327) {
		t.Error("Input 0, Expected 0.3989422804014327")
	}
	if !veryclose(stats.NormPdf(-0.5, 0, 1), 0.35206532676429947) {
		t.Error("Input -0.5, Expected 0.35206532676429947")
	}
}

func TestNormLogCdf(t *testing.T) {
	if !veryclose(stats.NormLogCdf(0.5, 0, 1), -0.36894641528865635) {
		t.Error("Input 0.5, Expected -0.36894641528865635")
	}
}

func TestNormIsf(t *testing.T) {
	if stats.NormIsf(0.5, 0, 1) != 0 {
		t.Error("Input 0.5, Expected 0")
	}
	if !veryclose(stats.NormIsf(0.1, 0, 1), 1.2815515655446004) {
		t.Error("Input 0.1, Expected 1.2815515655446004")
	}
}

func TestNormSf(t *testing.T) {
	if !veryclose(stats.NormSf(0.5, 0, 1), 0.3085375387259869) {
		t.Error("Input 0.5, Expected 0.3085375387259869")
	}
}

func TestNormLogSf(t *testing.T) {
	if !veryclose(stats.NormLogSf(0.5, 0, 1), -1.1759117615936185) {
		t.Error("Input 0.5, Expected -1.1759117615936185")
	}
}

// normTailRef holds reference values for the standard normal at |z| where the
// 0.5*(1+Erf(z)) and 1-cdf forms lose the result to cancellation. Computed with
// an 80 digit evaluation of erfc(z/sqrt(2))/2; sf is 0 where it underflows.
var normTailRef = []struct {
	z, sf, logSf, logPdf float64
}{
	{8, 6.220960574271784e-16, -35.01343715991455, -32.918938533204674},
	{9, 1.1285884059538405e-19, -43.628149113332114, -41.418938533204674},
	{10, 7.619853024160525e-24, -53.23128515051247, -50.918938533204674},
	{20, 2.7536241186062337e-89, -203.91715537109727, -200.91893853320468},
	{30, 4.906713927148187e-198, -454.3212439563432, -450.91893853320465},
	{37, 5.725571222524577e-300, -689.0305855768906, -685.4189385332047},
	{100, 0, -5005.524208694205, -5000.918938533205},
	{1000, 0, -500007.82669481216, -500000.9189385332},
}

func TestNormTail(t *testing.T) {
	for _, c := range normTailRef {
		if got := stats.NormSf(c.z, 0, 1); !tolerance(got, c.sf, 1e-12) {
			t.Errorf("NormSf(%v), got %v, want %v", c.z, got, c.sf)
		}
		if got := stats.NormCdf(-c.z, 0, 1); !tolerance(got, c.sf, 1e-12) {
			t.Errorf("NormCdf(%v), got %v, want %v", -c.z, got, c.sf)
		}
		if got := stats.NormLogSf(c.z, 0, 1); !tolerance(got, c.logSf, 1e-12) {
			t.Errorf("NormLogSf(%v), got %v, want %v", c.z, got, c.logSf)
		}
		if got := stats.NormLogCdf(-c.z, 0, 1); !tolerance(got, c.logSf, 1e-12) {
			t.Errorf("NormLogCdf(%v), got %v, want %v", -c.z, got, c.logSf)
		}
		if got := stats.NormLogPdf(-c.z, 0, 1); !tolerance(got, c.logPdf, 1e-12) {
			t.Errorf("NormLogPdf(%v), got %v, want %v", -c.z, got, c.logPdf)
		}
	}
}

// The near side of each pair is the one that used to be computed as 1-cdf.
func TestNormTailNearOne(t *testing.T) {
	if got, want := stats.NormCdf(8, 0, 1), 0.9999999999999993; got != want {
		t.Errorf("NormCdf(8), got %v, want %v", got, want)
	}
	if got, want := stats.NormLogCdf(8, 0, 1), -6.220960574271786e-16; !tolerance(got, want, 1e-12) {
		t.Errorf("NormLogCdf(8), got %v, want %v", got, want)
	}
	if got, want := stats.NormLogSf(-10, 0, 1), -7.619853024160525e-24; !tolerance(got, want, 1e-12) {
		t.Errorf("NormLogSf(-10), got %v, want %v", got, want)
	}
}

func TestNormCdfSfSymmetry(t *testing.T) {
	for x := -40.0; x <= 40.0; x += 0.25 {
		if a, b := stats.NormCdf(-x, 0, 1), stats.NormSf(x, 0, 1); a != b {
			t.Errorf("NormCdf(%v) = %v, NormSf(%v) = %v", -x, a, x, b)
		}
		if a, b := stats.NormLogCdf(-x, 0, 1), stats.NormLogSf(x, 0, 1); a != b {
			t.Errorf("NormLogCdf(%v) = %v, NormLogSf(%v) = %v", -x, a, x, b)
		}
		if sum := stats.NormCdf(x, 0, 1) + stats.NormSf(x, 0, 1); !veryclose(sum, 1) {
			t.Errorf("NormCdf(%v) + NormSf(%v) = %v, want 1", x, x, sum)
		}
	}
}

// loc and scale only enter through z, so the tail has to survive them too.
func TestNormTailScaled(t *testing.T) {
	if got, want := stats.NormCdf(-50, 5, 5), 1.9106595744986757e-28; !tolerance(got, want, 1e-12) {
		t.Errorf("NormCdf(-50, 5, 5), got %v, want %v", got, want)
	}
	if got, want := stats.NormSf(60, 5, 5), 1.9106595744986757e-28; !tolerance(got, want, 1e-12) {
		t.Errorf("NormSf(60, 5, 5), got %v, want %v", got, want)
	}
	if got, want := stats.NormLogCdf(-50, 5, 5), -63.82493409442372; !tolerance(got, want, 1e-12) {
		t.Errorf("NormLogCdf(-50, 5, 5), got %v, want %v", got, want)
	}
	if got, want := stats.NormLogPdf(-50, 5, 5), -63.02837644563877; !tolerance(got, want, 1e-12) {
		t.Errorf("NormLogPdf(-50, 5, 5), got %v, want %v", got, want)
	}
}

func TestNormIntervalSymmetry(t *testing.T) {
	for _, alpha := range []float64{0.5, 0.9, 0.99, 1 - 1e-8, 1 - 1e-15} {
		iv := stats.NormInterval(alpha, 0, 1)
		if math.IsInf(iv[0], 0) || math.IsInf(iv[1], 0) {
			t.Errorf("NormInterval(%v, 0, 1) = %v, want finite endpoints", alpha, iv)
		}
		if iv[0] != -iv[1] {
			t.Errorf("NormInterval(%v, 0, 1) = %v, want symmetric endpoints", alpha, iv)
		}
		want := [2]float64{3 + 2*iv[0], 3 + 2*iv[1]}
		if got := stats.NormInterval(alpha, 3, 2); !close(got[0], want[0]) || !close(got[1], want[1]) {
			t.Errorf("NormInterval(%v, 3, 2) = %v, want %v", alpha, got, want)
		}
	}
}

// NormIsf negated the whole affine result, so loc came back with the wrong
// sign. Only loc == 0 was ever exercised, where -ppf(p) happens to be right.
func TestNormIsfLocScale(t *testing.T) {
	if got, want := stats.NormIsf(0.025, 100, 15), 129.39945976810083; !veryclose(got, want) {
		t.Errorf("NormIsf(0.025, 100, 15), got %v, want %v", got, want)
	}
	for _, loc := range []float64{0, 1, -1, 0.5, -3.25, 100, -100} {
		for _, scale := range []float64{1, 2, 0.5, 15, 0.1} {
			for _, p := range []float64{1e-300, 1e-8, 0.001, 0.025, 0.1, 0.4, 0.5, 0.6, 0.9, 1 - 1e-8} {
				// Allow an ulp of the terms: platforms that fuse multiply
				// and add round loc+scale*z differently, and the sum can
				// cancel, so a tolerance relative to it would be too tight.
				z := stats.NormIsf(p, 0, 1)
				got, want := stats.NormIsf(p, loc, scale), loc+scale*z
				if math.Abs(got-want) > 1e-15*(math.Abs(loc)+math.Abs(scale*z)) {
					t.Errorf("NormIsf(%v, %v, %v), got %v, want %v", p, loc, scale, got, want)
				}
			}
		}
	}
}

func TestNormIsfEdges(t *testing.T) {
	if got := stats.NormIsf(0, 5, 2); !math.IsInf(got, 1) {
		t.Errorf("NormIsf(0, 5, 2), got %v, want +Inf", got)
	}
	if got := stats.NormIsf(1, 5, 2); !math.IsInf(got, -1) {
		t.Errorf("NormIsf(1, 5, 2), got %v, want -Inf", got)
	}
	if got := stats.NormIsf(1.5, 0, 1); !math.IsNaN(got) {
		t.Errorf("NormIsf(1.5, 0, 1), got %v, want NaN", got)
	}
	if got, want := stats.NormIsf(1e-300, 0, 1), 37.047096299361201; !veryclose(got, want) {
		t.Errorf("NormIsf(1e-300, 0, 1), got %v, want %v", got, want)
	}
}

// Above the median the Halley correction differenced cdf(x) and p after both
// had rounded to 1, leaving the raw Acklam estimate uncorrected.
var normPpfUpperRef = []struct{ p, x float64 }{
	{0.75, 0.67448975019608171},
	{0.9, 1.2815515655446006},
	{0.99, 2.3263478740408408},
	{0.999, 3.0902323061678132},
	{1 - 1e-6, 4.7534243088170873},
	{1 - 1e-9, 5.9978070196016375},
	{1 - 1e-12, 7.0344869100478356},
	{1 - 1e-15, 7.9414444874159784},
}

func TestNormPpfUpperTail(t *testing.T) {
	for _, c := range normPpfUpperRef {
		if got := stats.NormPpf(c.p, 0, 1); !veryclose(got, c.x) {
			t.Errorf("NormPpf(%v), got %v, want %v", c.p, got, c.x)
		}
	}
}

// Driven from the upper half so that 1-q is exact and the two sides really are
// complementary probabilities.
func TestNormPpfReflection(t *testing.T) {
	for _, q := range []float64{0.5, 0.51, 0.6, 0.75, 0.9, 0.99, 0.999, 1 - 1e-6,
		1 - 1e-9, 1 - 1e-12, 1 - 1e-15, math.Nextafter(1, 0)} {
		if got, want := stats.NormPpf(q, 0, 1), -stats.NormPpf(1-q, 0, 1); !veryclose(got, want) {
			t.Errorf("NormPpf(%v) = %v, -NormPpf(%v) = %v", q, got, 1-q, want)
		}
		if got, want := stats.NormIsf(q, 0, 1), stats.NormPpf(1-q, 0, 1); !veryclose(got, want) {
			t.Errorf("NormIsf(%v) = %v, NormPpf(%v) = %v", q, got, 1-q, want)
		}
	}
}

func TestNormQuantileRoundTrip(t *testing.T) {
	for _, loc := range []float64{0, -2.5, 100} {
		for _, scale := range []float64{1, 0.1, 15} {
			for _, p := range []float64{1e-300, 1e-100, 1e-8, 0.025, 0.3, 0.5, 0.7, 0.975, 1 - 1e-8} {
				if got := stats.NormSf(stats.NormIsf(p, loc, scale), loc, scale); !tolerance(got, p, 1e-11) {
					t.Errorf("NormSf(NormIsf(%v, %v, %v)), got %v, want %v", p, loc, scale, got, p)
				}
				if got := stats.NormCdf(stats.NormPpf(p, loc, scale), loc, scale); !tolerance(got, p, 1e-11) {
					t.Errorf("NormCdf(NormPpf(%v, %v, %v)), got %v, want %v", p, loc, scale, got, p)
				}
			}
		}
	}
}

func TestNormMoment(t *testing.T) {
	if stats.NormMoment(4, 0, 1) != 3 {
		t.Error("Input 3, Expected 3")
	}
	if stats.NormMoment(4, 0, 1) != 3 {
		t.Error("Input 3, Expected 3")
	}
}

// exactNormMoment computes E[X^n] for X ~ N(loc, scale^2) with exact rational
// arithmetic from the closed form
// sum_j C(n, 2j) * loc^(n-2j) * scale^(2j) * (2j-1)!!.
func exactNormMoment(n int, loc, scale float64) float64 {
	mu := new(big.Rat).SetFloat64(loc)
	sigma := new(big.Rat).SetFloat64(scale)
	sum := new(big.Rat)
	for j := 0; 2*j <= n; j++ {
		term := new(big.Rat).SetInt(new(big.Int).Binomial(int64(n), int64(2*j)))
		for i := 0; i < n-2*j; i++ {
			term.Mul(term, mu)
		}
		for i := 0; i < 2*j; i++ {
			term.Mul(term, sigma)
		}
		for k := 2*j - 1; k > 1; k -= 2 {
			term.Mul(term, new(big.Rat).SetInt64(int64(k)))
		}
		sum.Add(sum, term)
	}
	f, _ := sum.Float64()
	return f
}

func TestNormMomentHighOrder(t *testing.T) {
	// The standard normal's even moments are double factorials:
	// E[Z^22] = 21!! = 13749310575.
	if got := stats.NormMoment(22, 0, 1); !tolerance(got, 13749310575, 1e-14) {
		t.Errorf("NormMoment(22, 0, 1) = %v, want 13749310575", got)
	}
	if got := stats.NormMoment(21, 0, 1); got != 0 {
		t.Errorf("NormMoment(21, 0, 1) = %v, want 0", got)
	}

	for _, c := range []struct{ loc, scale float64 }{
		{1.5, 2},
		{-1.5, 2},
		{0.25, 0.5},
		{-3, 0.1},
		{0, 3},
	} {
		for n := 0; n <= 60; n++ {
			want := exactNormMoment(n, c.loc, c.scale)
			if got := stats.NormMoment(n, c.loc, c.scale); !tolerance(got, want, 1e-13) {
				t.Errorf("NormMoment(%d, %v, %v) = %v, want %v", n, c.loc, c.scale, got, want)
			}
		}
	}
}

func TestNormMomentEdgeCases(t *testing.T) {
	if got := stats.NormMoment(-1, 1, 1); got != 0 {
		t.Errorf("NormMoment(-1, 1, 1) = %v, want 0", got)
	}
	if got := stats.NormMoment(0, 5, 2); got != 1 {
		t.Errorf("NormMoment(0, 5, 2) = %v, want 1", got)
	}
	// A zero scale is a point mass at loc, so E[X^n] = loc^n.
	if got := stats.NormMoment(5, -2, 0); got != -32 {
		t.Errorf("NormMoment(5, -2, 0) = %v, want -32", got)
	}

	// Moments too large for a float64 overflow to ±Inf rather than wrapping
	// or turning into NaN, and odd moments of a centered normal stay 0.
	if got := stats.NormMoment(400, 0, 1); !math.IsInf(got, 1) {
		t.Errorf("NormMoment(400, 0, 1) = %v, want +Inf", got)
	}
	if got := stats.NormMoment(401, 0, 1); got != 0 {
		t.Errorf("NormMoment(401, 0, 1) = %v, want 0", got)
	}
	if got := stats.NormMoment(401, -1, 1); !math.IsInf(got, -1) {
		t.Errorf("NormMoment(401, -1, 1) = %v, want -Inf", got)
	}
	if got := stats.NormMoment(3, -1e200, 0); !math.IsInf(got, -1) {
		t.Errorf("NormMoment(3, -1e200, 0) = %v, want -Inf", got)
	}
}

func TestNcrSmallInputs(t *testing.T) {
	for _, c := range []struct{ n, r, want int }{
		{0, 0, 1},
		{1, 1, 1},
		{5, 0, 1},
		{5, 5, 1},
		{6, 2, 15},
		{6, 4, 15},
		{10, 5, 252},
	} {
		if got := stats.Ncr(c.n, c.r); got != c.want {
			t.Errorf("Ncr(%d, %d) = %d, want %d", c.n, c.r, got, c.want)
		}
	}
}

func TestNormStats(t *testing.T) {
	if !reflect.DeepEqual(stats.NormStats(0, 1, "m"), []float64{0}) {
		t.Error("Input 'm' , Expected 0")
	}
	if !reflect.DeepEqual(stats.NormStats(0, 1, "v"), []float64{1}) {
		t.Error("Input 'v' , Expected 1")
	}
	if !reflect.DeepEqual(stats.NormStats(0, 1, "s"), []float64{0}) {
		t.Error("Input 's' , Expected 0")
	}
	if !reflect.DeepEqual(stats.NormStats(0, 1, "k"), []float64{0}) {
		t.Error("Input 'k' , Expected 0")
	}
}

func TestNormEntropy(t *testing.T) {
	if stats.NormEntropy(0, 1) != 1.4189385332046727 {
		t.Error("Input ( 0 , 1 ), Expected 1.4189385332046727")
	}
}

func TestNormFit(t *testing.T) {
	if got := stats.NormFit([]float64{0, 2, 3, 4}); !veryclose(got[0], 2.25) || !veryclose(got[1], 1.479019945774904) {
		t.Error("Input (0,2,3,4), Expected {2.25, 1.479019945774904}")
	}
}

func TestNormFitOverflow(t *testing.T) {
	m := math.MaxFloat64
	if got := stats.NormFit([]float64{m, m, m}); got != [2]float64{m, 0} {
		t.Errorf("NormFit(MaxFloat64 x3) => %v; want [%v 0]", got, m)
	}
}

func TestNormInterval(t *testing.T) {
	if got := stats.NormInterval(0.5, 0, 1); !veryclose(got[0], -0.6744897501960818) || !veryclose(got[1], 0.6744897501960818) {
		t.Error("Input (50 % ), Expected {-0.6744897501960818, 0.6744897501960818}")
	}
}

func TestNormMean(t *testing.T) {
	if stats.NormMean(0, 1) != 0 {
		t.Error("Input (0, 1), Expected 0")
	}
}

func TestNormMedian(t *testing.T) {
	if stats.NormMedian(0, 1) != 0 {
		t.Error("Input (0, 1), Expected 0")
	}
}

func TestNormVar(t *testing.T) {
	if stats.NormVar(0, 1) != 1 {
		t.Error("Input (0, 1), Expected 1")
	}
}

func TestNormStd(t *testing.T) {
	if stats.NormStd(0, 1) != 1 {
		t.Error("Input (0, 1), Expected 1")
	}
}

func TestNormSample(t *testing.T) {
	samples := stats.NormSample(0, 1, 100)
	if len(samples) != 100 {
		t.Errorf("Input size=100, got %d", len(samples))
	}

	samples = stats.NormSample(5, 2, 50)
	if len(samples) != 50 {
		t.Errorf("Input size=50, got %d", len(samples))
	}
}

func TestNormPpfRvs(t *testing.T) {
	if len(stats.NormPpfRvs(0, 1, 101)) != 101 {
		t.Error("Input size=101, Expected 101")
	}
}

func TestNormBoxMullerRvs(t *testing.T) {
	if len(stats.NormBoxMullerRvs(0, 1, 101)) != 101 {
		t.Error("Input size=101, Expected 101")
	}
}

func TestNcr(t *testing.T) {
	if stats.Ncr(4, 1) != 4 {
		t.Error("Input 4 choose 1, Expected 4")
	}
	if stats.Ncr(4, 3) != 4 {
		t.Error("Input 4 choose 3, Expected 4")
	}
	if stats.Ncr(0, 0) != 1 {
		t.Error("Input 0 choose 0, Expected 1")
	}
	if stats.Ncr(10, 5) != 252 {
		t.Error("Input 10 choose 5, Expected 252")
	}

	// Selections that cannot exist have zero ways.
	for _, c := range [][2]int{{5, 7}, {5, -1}, {1, 5}, {0, 3}, {-1, 0}} {
		if got := stats.Ncr(c[0], c[1]); got != 0 {
			t.Errorf("Ncr(%d, %d) = %d, want 0", c[0], c[1], got)
		}
	}

	// 34 choose 17 fits in int64 but not int32. 62 choose 28 overflowed the
	// old multiplicative loop before its division. 66 choose 33 is the
	// largest central coefficient that fits in int64.
	for _, c := range []struct {
		n, r int
		want int64
	}{
		{34, 17, 2333606220},
		{62, 28, 349615716557887465},
		{62, 34, 349615716557887465},
		{66, 33, 7219428434016265740},
	} {
		got := stats.Ncr(c.n, c.r)
		if strconv.IntSize == 64 && int64(got) != c.want {
			t.Errorf("Ncr(%d, %d) = %d, want %d", c.n, c.r, got, c.want)
		}
		if strconv.IntSize == 32 && got != math.MaxInt {
			t.Errorf("Ncr(%d, %d) = %d, want %d", c.n, c.r, got, math.MaxInt)
		}
	}

	// Coefficients too large for int saturate instead of wrapping.
	for _, c := range [][2]int{{67, 33}, {68, 34}, {70, 35}, {1000, 500}} {
		if got := stats.Ncr(c[0], c[1]); got != math.MaxInt {
			t.Errorf("Ncr(%d, %d) = %d, want %d", c[0], c[1], got, math.MaxInt)
		}
	}
}
