package loyalty

import (
	"reflect"
	"testing"
	"time"
)

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

func sample() []Txn {
	return []Txn{
		{day("2024-03-02"), 4000, Bronze},
		{day("2024-01-15"), 1250, Bronze},
		{day("2024-03-28"), 1000, Silver},
		{day("2024-01-20"), 3099, Bronze},
		{day("2024-02-11"), -1250, Bronze},
	}
}

func TestMonthly(t *testing.T) {
	got := Monthly(sample())
	want := []MonthLine{
		{Month: "2024-01", Purchases: 2, Points: 42},
		{Month: "2024-02", Purchases: 1, Points: -12},
		{Month: "2024-03", Purchases: 2, Points: 55},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Monthly:\n got  %+v\n want %+v", got, want)
	}
}

func TestMonthlyEmpty(t *testing.T) {
	if got := Monthly(nil); len(got) != 0 {
		t.Errorf("Monthly(nil) = %+v, want no lines", got)
	}
}

func TestBalance(t *testing.T) {
	if got := Balance(sample()); got != 85 {
		t.Errorf("Balance = %d, want 85", got)
	}
}
