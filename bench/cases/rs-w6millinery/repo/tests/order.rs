use millinery::material::Material;
use millinery::order::parse_sheet;
use millinery::Order;

#[test]
fn parses_an_order() {
    let order = Order::parse("Ada Lovelace | 56.5 cm | felt | fedora").unwrap();
    assert_eq!(order.client, "Ada Lovelace");
    assert_eq!(order.head.as_mm(), 565.0);
    assert_eq!(order.material, Material::Felt);
    assert_eq!(order.style, "fedora");
}

#[test]
fn block_adds_the_material_ease() {
    let felt = Order::parse("A | 56.5 cm | felt | trilby").unwrap();
    let straw = Order::parse("B | 56.5 cm | panama | boater").unwrap();
    assert_eq!(felt.block_circumference().as_mm(), 571.0);
    assert_eq!(straw.block_circumference().as_mm(), 575.0);
}

#[test]
fn summary_line() {
    let order = Order::parse("Ada Lovelace | 56.5 cm | felt | fedora").unwrap();
    assert_eq!(
        order.summary(),
        "Ada Lovelace: felt fedora, head 22 1/4 in (US 7 1/8, UK 7, EU 57, M), block 57.1 cm"
    );
}

#[test]
fn summary_from_inches() {
    let order = Order::parse("Ned Ludd | 23 1/2 in | tweed | flat cap").unwrap();
    assert_eq!(
        order.summary(),
        "Ned Ludd: fabric flat cap, head 23 1/2 in (US 7 1/2, UK 7 3/8, EU 60, XL), block 60.5 cm"
    );
}

#[test]
fn sheet_skips_comments_and_names_bad_lines() {
    let sheet = "# spring orders\nAda | 56.5 cm | felt | cloche\n\nBea | 54 cm | sinamay | fascinator\n";
    let orders = parse_sheet(sheet).unwrap();
    assert_eq!(orders.len(), 2);
    assert_eq!(orders[1].material, Material::Sinamay);

    let err = parse_sheet("Ada | 56.5 cm | felt | cloche\nBea | 54 | felt | beret").unwrap_err();
    assert_eq!(err, "line 2: length needs a unit (mm, cm, in): \"54\"");

    let err = parse_sheet("Cy | 57 cm | plastic | bowler").unwrap_err();
    assert_eq!(err, "line 1: unknown material \"plastic\"");
}
