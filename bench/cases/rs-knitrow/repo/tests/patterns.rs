use knitrow::{Pattern, PatternError};

const EYELET: &str = "
Cast on 8.
Row 1: k8.
Row 2: k1, yo, k2tog, k2, ssk, yo, k1.
Row 3: p8.
Row 4: k2, m1, k4, m1, k2.
Row 5: p10.
";

#[test]
fn eyelet_counts() {
    let pattern = Pattern::parse(EYELET).unwrap();
    assert_eq!(pattern.cast_on, 8);
    assert_eq!(pattern.counts(), vec![8, 8, 8, 10, 10]);
}

#[test]
fn decrease_rows() {
    let text = "Cast on 6.\nRow 1: k2tog, k2, ssk.\nRow 2: p4.\nRow 3: k2tog, k2tog.\n";
    let pattern = Pattern::parse(text).unwrap();
    assert_eq!(pattern.counts(), vec![4, 4, 2]);
}

#[test]
fn miscounted_row() {
    let err = Pattern::parse("Cast on 4.\nRow 1: k2, p1.\n").unwrap_err();
    assert_eq!(err, PatternError::Count { row: 1, on_needle: 4, worked: 3 });
    assert_eq!(err.to_string(), "row 1 works 3 stitches but 4 are on the needle");
}

#[test]
fn rows_in_order() {
    let err = Pattern::parse("Cast on 2.\nRow 2: k2.\n").unwrap_err();
    assert_eq!(err, PatternError::OutOfOrder { expected: 1, found: 2 });
}

#[test]
fn cast_on_first() {
    assert_eq!(Pattern::parse("Row 1: k2.\n"), Err(PatternError::NoCastOn));
}
