package stats

import (
	"math"
	"math/rand"
	"strings"
	"time"
)

// NormSample generates random samples from a normal distribution
// with the given mean (loc) and standard deviation (scale).
func NormSample(loc float64, scale float64, size int) []float64 {
	return NormBoxMullerRvs(loc, scale, size)
}

// NormPpfRvs generates random variates using the Point Percentile Function.
// For more information please visit: https://demonstrations.wolfram.com/TheMethodOfInverseTransforms/
func NormPpfRvs(loc float64, scale float64, size int) []float64 {
	rand.Seed(time.Now().UnixNano())
	var toReturn []float64
	for i := 0; i < size; i++ {
		toReturn = append(toReturn, NormPpf(rand.Float64(), loc, scale))
	}
	return toReturn
}

// NormBoxMullerRvs generates random variates using the Box–Muller transform.
// For more information please visit: http://mathworld.wolfram.com/Box-MullerTransformation.html
func NormBoxMullerRvs(loc float64, scale float64, size int) []float64 {
	rand.Seed(time.Now().UnixNano())
	var toReturn []float64
	for i := 0; i < int(float64(size/2)+float64(size%2)); i++ {
		// u1 and u2 are uniformly distributed random numbers between 0 and 1.
		u1 := rand.Float64()
		u2 := rand.Float64()
		// x1 and x2 are normally distributed random numbers.
		x1 := loc + (scale * (math.Sqrt(-2*math.Log(u1)) * math.Cos(2*math.Pi*u2)))
		toReturn = append(toReturn, x1)
		if (i+1)*2 <= size {
			x2 := loc + (scale * (math.Sqrt(-2*math.Log(u1)) * math.Sin(2*math.Pi*u2)))
			toReturn = append(toReturn, x2)
		}
	}
	return toReturn
}

// NormPdf is the probability density function.
func NormPdf(x float64, loc float64, scale float64) float64 {
	return (math.Pow(math.E, -(math.Pow(x-loc, 2))/(2*math.Pow(scale, 2)))) / (scale * math.Sqrt(2*math.Pi))
}

// NormLogPdf is the log of the probability density function.
func NormLogPdf(x float64, loc float64, scale float64) float64 {
	z := (x - loc) / scale
	return -0.5*z*z - math.Log(scale) - 0.5*math.Log(2*math.Pi)
}

// NormCdf is the cumulative distribution function.
func NormCdf(x float64, loc float64, scale float64) float64 {
	return 0.5 * math.Erfc(-(x-loc)/(scale*math.Sqrt2))
}

// NormLogCdf is the log of the cumulative distribution function.
func NormLogCdf(x float64, loc float64, scale float64) float64 {
	z := (x - loc) / scale
	if z > 0 {
		return math.Log1p(-0.5 * math.Erfc(z/math.Sqrt2))
	}
	return normLogTail(-z)
}

// NormSf is the survival function (also defined as 1 - cdf, but sf is sometimes more accurate).
func NormSf(x float64, loc float64, scale float64) float64 {
	return 0.5 * math.Erfc((x-loc)/(scale*math.Sqrt2))
}

// NormLogSf is the log of the survival function.
func NormLogSf(x float64, loc float64, scale float64) float64 {
	z := (x - loc) / scale
	if z < 0 {
		return math.Log1p(-0.5 * math.Erfc(-z/math.Sqrt2))
	}
	return normLogTail(z)
}

// normSmallestNormal is the smallest positive normal float64; below it math.Erfc
// keeps only a handful of significant bits.
const normSmallestNormal = 2.2250738585072014e-308

// normLogTail returns log(sf(z)) for z >= 0.
func normLogTail(z float64) float64 {
	if q := 0.5 * math.Erfc(z/math.Sqrt2); q >= normSmallestNormal {
		return math.Log(q)
	}
	// math.Erfc has decayed into the subnormals, so switch to the Mills ratio
	// expansion sf(z) = pdf(z)/z * (1 - 1/z^2 + 3/z^4 - 15/z^6 + 105/z^8 - ...),
	// whose first dropped term is below 1e-12 this far out.
	r := 1 / (z * z)
	return -0.5*z*z - math.Log(z) - 0.5*math.Log(2*math.Pi) +
		math.Log1p(r*(-1+r*(3+r*(-15+r*105))))
}

// NormPpf is the point percentile function.
// This is based on Peter John Acklam's inverse normal CDF.
// algorithm: http://home.online.no/~pjacklam/notes/invnorm/ (no longer visible).
// For more information please visit: https://stackedboxes.org/2017/05/01/acklams-normal-quantile-function/
func NormPpf(p float64, loc float64, scale float64) (x float64) {
	const (
		a1 = -3.969683028665376e+01
		a2 = 2.209460984245205e+02
		a3 = -2.759285104469687e+02
		a4 = 1.383577518672690e+02
		a5 = -3.066479806614716e+01
		a6 = 2.506628277459239e+00

		b1 = -5.447609879822406e+01
		b2 = 1.615858368580409e+02
		b3 = -1.556989798598866e+02
		b4 = 6.680131188771972e+01
		b5 = -1.328068155288572e+01

		c1 = -7.784894002430293e-03
		c2 = -3.223964580411365e-01
		c3 = -2.400758277161838e+00
		c4 = -2.549732539343734e+00
		c5 = 4.374664141464968e+00
		c6 = 2.938163982698783e+00

		d1 = 7.784695709041462e-03
		d2 = 3.224671290700398e-01
		d3 = 2.445134137142996e+00
		d4 = 3.754408661907416e+00

		plow  = 0.02425
		phigh = 1 - plow
	)

	if p < 0 || p > 1 {
		return math.NaN()
	} else if p == 0 {
		return -math.Inf(0)
	} else if p == 1 {
		return math.Inf(0)
	}

	if p < plow {
		q := math.Sqrt(-2 * math.Log(p))
		x = (((((c1*q+c2)*q+c3)*q+c4)*q+c5)*q + c6) /
			((((d1*q+d2)*q+d3)*q+d4)*q + 1)
	} else if phigh < p {
		q := math.Sqrt(-2 * math.Log(1-p))
		x = -(((((c1*q+c2)*q+c3)*q+c4)*q+c5)*q + c6) /
			((((d1*q+d2)*q+d3)*q+d4)*q + 1)
	} else {
		q := p - 0.5
		r := q * q
		x = (((((a1*r+a2)*r+a3)*r+a4)*r+a5)*r + a6) * q /
			(((((b1*r+b2)*r+b3)*r+b4)*r+b5)*r + 1)
	}

	// Halley correction on cdf(x)-p. Above the median cdf(x) and p have both
	// already rounded to 1, so the difference is taken between the survival
	// functions instead; 1-p is exact for p >= 0.5.
	var e float64
	if p > 0.5 {
		e = (1 - p) - 0.5*math.Erfc(x/math.Sqrt2)
	} else {
		e = 0.5*math.Erfc(-x/math.Sqrt2) - p
	}
	u := e * math.Sqrt(2*math.Pi) * math.Exp(x*x/2)
	x = x - u/(1+x*u/2)

	return x*scale + loc
}

// NormIsf is the inverse survival function (inverse of sf).
func NormIsf(p float64, loc float64, scale float64) float64 {
	// isf(p) == ppf(1-p), reached by reflecting the standard normal so that
	// loc stays out of the negation and 1-p is never formed.
	return loc - scale*NormPpf(p, 0, 1)
}

// NormMoment returns the non-central (raw) moment of order n, E[X^n] for
// X ~ N(loc, scale^2). It returns 0 for n < 0.
// It uses the recurrence M(n) = loc*M(n-1) + (n-1)*scale^2*M(n-2), with
// M(0) = 1 and M(1) = loc, evaluated in float64, so it only overflows to
// ±Inf when the moment itself is too large for a float64.
// For more information please visit: https://math.stackexchange.com/questions/1945448/methods-for-finding-raw-moments-of-the-normal-distribution
func NormMoment(n int, loc float64, scale float64) float64 {
	if n < 0 {
		return 0
	}
	if n == 0 {
		return 1
	}
	variance := scale * scale
	prev, cur := 1.0, loc // M(0), M(1)
	for k := 2; k <= n; k++ {
		// Skip terms whose coefficient is exactly zero so that an earlier
		// moment that overflowed to ±Inf does not turn 0*Inf into NaN.
		next := 0.0
		if loc != 0 {
			next = loc * cur
		}
		if variance != 0 {
			next += float64(k-1) * variance * prev
		}
		prev, cur = cur, next
	}
	return cur
}

// NormStats returns the mean, variance, skew, and/or kurtosis.
// Mean(‘m’), variance(‘v’), skew(‘s’), and/or kurtosis(‘k’).
// Takes string containing any of 'mvsk'.
// Returns array of m v s k in that order.
func NormStats(loc float64, scale float64, moments string) []float64 {
	var toReturn []float64
	if strings.ContainsAny(moments, "m") {
		toReturn = append(toReturn, loc)
	}
	if strings.ContainsAny(moments, "v") {
		toReturn = append(toReturn, math.Pow(scale, 2))
	}
	if strings.ContainsAny(moments, "s") {
		toReturn = append(toReturn, 0.0)
	}
	if strings.ContainsAny(moments, "k") {
		toReturn = append(toReturn, 0.0)
	}
	return toReturn
}

// NormEntropy is the differential entropy of the RV.
func NormEntropy(loc float64, scale float64) float64 {
	return math.Log(scale * math.Sqrt(2*math.Pi*math.E))
}

// NormFit returns the maximum likelihood estimators for the Normal Distribution.
// Takes array of float64 values.
// Returns array of Mean followed by Standard Deviation.
func NormFit(data []float64) [2]float64 {
	mean, _ := Mean(data)
	stdNumerator := 0.00
	for i := 0; i < len(data); i++ {
		stdNumerator += math.Pow(data[i]-mean, 2)
	}
	return [2]float64{mean, math.Sqrt((stdNumerator) / (float64(len(data))))}
}

// NormMedian is the median of the distribution.
func NormMedian(loc float64, scale float64) float64 {
	return loc
}

// NormMean is the mean/expected value of the distribution.
func NormMean(loc float64, scale float64) float64 {
	return loc
}

// NormVar is the variance of the distribution.
func NormVar(loc float64, scale float64) float64 {
	return math.Pow(scale, 2)
}

// NormStd is the standard deviation of the distribution.
func NormStd(loc float64, scale float64) float64 {
	return scale
}

// NormInterval finds endpoints of the range that contains alpha percent of the distribution.
func NormInterval(alpha float64, loc float64, scale float64) [2]float64 {
	// Derive both endpoints from the lower tail: (1+alpha)/2 rounds to 1 once
	// alpha is within an ulp of it, which sends the upper endpoint to +Inf.
	z := NormPpf((1.0-alpha)/2, 0, 1)
	return [2]float64{loc + scale*z, loc - scale*z}
}

// gcd returns the greatest common divisor of two positive ints.
func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// Ncr returns the binomial coefficient "n choose r", the number of ways
// to choose r items from n without regard to order.
//
// Ncr returns 0 when r < 0 or r > n, since no such selection exists.
// When the coefficient is too large to fit in an int, Ncr returns
// math.MaxInt instead of an overflowed value, so a result equal to
// math.MaxInt almost certainly means the true value did not fit.
func Ncr(n, r int) int {
	if r < 0 || r > n {
		return 0
	}
	if n-r < r {
		r = n - r
	}
	// After step j, ret is C(n-r+j, j). Dividing out gcd(ret, j) first
	// keeps ret*i/j exact without forming the possibly-overflowing ret*i.
	ret := 1
	for j := 1; j <= r; j++ {
		i := n - r + j
		g := gcd(ret, j)
		ret, i = ret/g, i/(j/g)
		if ret > math.MaxInt/i {
			return math.MaxInt
		}
		ret *= i
	}
	return ret
}
