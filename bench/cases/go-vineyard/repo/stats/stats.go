// Package stats has the few statistics the harvest report needs.
package stats

// Sum adds the values.
func Sum(xs []float64) float64 {
	total := 0.0
	for _, x := range xs {
		total += x
	}
	return total
}

// Mean is the average, 0 for no values.
func Mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	return Sum(xs) / float64(len(xs))
}

// windowSums returns the sum of every run of n consecutive values, in order.
func windowSums(xs []float64, n int) []float64 {
	if n <= 0 || n > len(xs) {
		return nil
	}
	sums := make([]float64, 0, len(xs)-n+1)
	for start := 0; start+n <= len(xs); start++ {
		sums = append(sums, Sum(xs[start:start+n]))
	}
	return sums
}

// PeakRun finds the n consecutive values with the greatest sum: the index of the first and the sum.
// The earliest run wins a tie. ok is false when there are fewer than n values.
func PeakRun(xs []float64, n int) (start int, total float64, ok bool) {
	sums := windowSums(xs, n)
	if len(sums) == 0 {
		return 0, 0, false
	}
	for i, s := range sums {
		if i == 0 || s > total {
			start, total = i, s
		}
	}
	return start, total, true
}
