use paddock::billing::{livery_charge, pounds, Extra, Invoice, Package, BALE_PRICE};

#[test]
fn weekly_rates() {
    assert_eq!(Package::Grass.weekly_rate(), 3_500);
    assert_eq!(Package::Part.weekly_rate(), 8_500);
    assert_eq!(Package::Full.weekly_rate(), 16_000);
}

#[test]
fn whole_weeks() {
    assert_eq!(livery_charge(Package::Part, 7), 8_500);
    assert_eq!(livery_charge(Package::Full, 28), 64_000);
    assert_eq!(livery_charge(Package::Grass, 0), 0);
}

#[test]
fn part_week_charged_as_week() {
    assert_eq!(livery_charge(Package::Part, 8), 17_000);
    assert_eq!(livery_charge(Package::Grass, 30), 17_500);
}

#[test]
fn pounds_format() {
    assert_eq!(pounds(0), "£0.00");
    assert_eq!(pounds(7), "£0.07");
    assert_eq!(pounds(17_500), "£175.00");
}

#[test]
fn invoice_total_and_text() {
    let mut inv = Invoice::new("Jo Marsh", "Pepper", Package::Grass, 30);
    inv.add_extra(Extra::new("farrier, trim", 3_000));
    inv.add_extra(Extra::new("hay, 2 bales", 2 * BALE_PRICE));
    assert_eq!(inv.extras_total(), 4_500);
    assert_eq!(inv.total(), 22_000);
    assert_eq!(
        inv.render(),
        "Invoice for Jo Marsh (Pepper)\n  grass livery x 30 days: £175.00\n  farrier, trim: £30.00\n  hay, 2 bales: £15.00\n  Total: £220.00\n"
    );
}
