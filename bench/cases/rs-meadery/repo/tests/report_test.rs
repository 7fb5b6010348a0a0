use meadery::batch::Batch;
use meadery::honey;
use meadery::nutrients::NitrogenNeed;
use meadery::report;

#[test]
fn batch_sheet() {
    let mut b = Batch::new("Heather sack", 10.0, honey::variety("heather").unwrap(), 4.0, "D47", NitrogenNeed::Low);
    b.pitch(1.112, 20.0);
    b.log(4, 1.075, 20.0).unwrap();
    b.log(10, 1.031, 20.0).unwrap();
    b.log(17, 1.022, 20.0).unwrap();
    let sheet = report::sheet(&b);
    let expected = "\
Batch: Heather sack
Must: 4.00 kg heather honey in 10.0 L, yeast D47
OG: 1.112 (expected 1.111)
  day   4: 1.075 at 20.0 C -> 1.075
  day  10: 1.031 at 20.0 C -> 1.031
  day  17: 1.022 at 20.0 C -> 1.022
Now: 1.022, 11.8% ABV, 80% attenuation, fermenting (sweet)
";
    assert_eq!(sheet, expected);
}
