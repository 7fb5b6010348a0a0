package brick

import "testing"

func TestQuoteOrder(t *testing.T) {
	q, err := QuoteOrder([]Line{
		{Grade: GradeFacing, Bricks: 2500},
		{Grade: GradeCommon, Bricks: 1000},
	}, StandardPallet)
	if err != nil {
		t.Fatal(err)
	}
	// 2.5 x 780 + 1 x 420; 7 + 3 pallets.
	if q.Bricks != 2370 || q.Pallets != 10 || q.Deposit != 125 || q.Total != 2495 {
		t.Fatalf("QuoteOrder = %+v", q)
	}
}

func TestQuoteRejects(t *testing.T) {
	if _, err := QuoteOrder([]Line{{Grade: GradeReject, Bricks: 100}}, StandardPallet); err == nil {
		t.Fatal("rejects quoted")
	}
}
