use stats::{Histogram, Summary};

#[test]
fn summary_of_a_sample() {
    let s = Summary::of(&[2.0, 4.0, 9.0]).unwrap();
    assert_eq!((s.count, s.min, s.max, s.mean), (3, 2.0, 9.0, 5.0));
    assert!(Summary::of(&[]).is_none());
}

#[test]
fn counts_fall_into_equal_buckets() {
    let h = Histogram::new(&[0.0, 1.0, 2.5, 4.0, 7.5, 9.0, 10.0], 4).unwrap();
    assert_eq!(h.counts, vec![2, 2, 0, 3]);
    assert_eq!(h.counts.iter().sum::<usize>(), 7);
}

#[test]
fn a_constant_sample_is_one_bar() {
    let h = Histogram::new(&[3.0, 3.0, 3.0], 3).unwrap();
    assert_eq!(h.counts, vec![3, 0, 0]);
}

#[test]
fn renders_bars_scaled_to_the_largest() {
    let h = Histogram::new(&[1.0, 1.0, 2.0], 2).unwrap();
    assert!(h.render(10).lines().next().unwrap().ends_with("2 ##########"));
}
