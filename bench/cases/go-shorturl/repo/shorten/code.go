// Package shorten turns counters into short codes.
package shorten

const alphabet = "23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"

// Code is the base-55 spelling of n, without look-alike characters (0/O, 1/l/I).
func Code(n uint64) string {
	if n == 0 {
		return string(alphabet[0])
	}
	var out []byte
	for n > 0 {
		out = append([]byte{alphabet[n%uint64(len(alphabet))]}, out...)
		n /= uint64(len(alphabet))
	}
	return string(out)
}
