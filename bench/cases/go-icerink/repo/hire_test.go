package icerink

import "testing"

func TestSizes(t *testing.T) {
	if (Size{UK: 8}).EU() != 41 || (Size{UK: 12, Child: true}).EU() != 30 {
		t.Fatal("EU sizes")
	}
	if (Size{UK: 11, Child: true}).String() != "C11" {
		t.Fatal("child size name")
	}
}

func TestIssueAndReturn(t *testing.T) {
	k := NewSkates(map[Size]int{{UK: 7}: 1, {UK: 9}: 3, {UK: 13, Child: true}: 2})
	if err := k.Issue(Size{UK: 7}); err != nil {
		t.Fatal(err)
	}
	if k.Issue(Size{UK: 7}) == nil {
		t.Fatal("issued a size that ran out")
	}
	if k.Return(Size{UK: 9}) == nil {
		t.Fatal("returned a pair never issued")
	}
	if k.Out() != 1 {
		t.Fatalf("out %d", k.Out())
	}
	short := k.Short(2)
	if len(short) != 1 || short[0] != (Size{UK: 7}) {
		t.Fatalf("short %v", short)
	}
	if err := k.Return(Size{UK: 7}); err != nil || k.Out() != 0 {
		t.Fatal("return")
	}
}
