package banzuke

// OzekiStatus follows an ozeki from basho to basho: a losing record makes him kadoban
// (his rank at risk); a second losing record in a row drops him to sekiwake.
type OzekiStatus struct {
	Kadoban bool
}

// Outcome of an ozeki's basho.
type OzekiOutcome int

const (
	OzekiSafe OzekiOutcome = iota
	OzekiKadoban
	OzekiDemoted
)

// After returns what the record does to an ozeki of the given status.
func (s OzekiStatus) After(r Record) (OzekiOutcome, OzekiStatus) {
	if r.KachiKoshi() {
		return OzekiSafe, OzekiStatus{}
	}
	if s.Kadoban {
		return OzekiDemoted, OzekiStatus{}
	}
	return OzekiKadoban, OzekiStatus{Kadoban: true}
}

// PromotionWins is the usual bar for ozeki promotion: wins over three straight basho
// in sanyaku.
const PromotionWins = 33

// OzekiRun reports whether the last three records, all at sekiwake or komusubi, make
// the promotion bar.
func OzekiRun(ranks []Rank, records []Record) bool {
	if len(ranks) < 3 || len(records) < 3 || len(ranks) != len(records) {
		return false
	}
	total := 0
	for i := len(ranks) - 3; i < len(ranks); i++ {
		if ranks[i].Title != Sekiwake && ranks[i].Title != Komusubi {
			return false
		}
		total += records[i].Wins
	}
	return total >= PromotionWins
}
