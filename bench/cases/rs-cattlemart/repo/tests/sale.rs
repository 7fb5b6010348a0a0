mod common;

use cattlemart::lot::LotError;
use cattlemart::report::render_statement;
use cattlemart::sale::SaleError;
use cattlemart::{Category, Lot};
use common::{beast, tuesday};

#[test]
fn lot_values() {
    let sale = tuesday();
    let values: Vec<_> = sale.lots.iter().map(|lot| lot.value()).collect();
    assert_eq!(
        values,
        vec![
            Ok(162_486),
            Ok(301_894),
            Ok(162_440),
            Ok(420_000),
            Ok(28_500),
            Err(LotError::Unsold),
            Ok(196_000),
            Ok(167_055),
        ]
    );
}

#[test]
fn seller_statements() {
    let statements = tuesday().seller_statements().unwrap();
    let summary: Vec<_> = statements
        .iter()
        .map(|s| (s.seller.as_str(), s.lines.len(), s.gross(), s.charges().total(), s.net()))
        .collect();
    assert_eq!(
        summary,
        vec![
            ("BRAE03", 1, 28_500, 5_940, 22_560),
            ("HILL01", 3, 660_380, 28_635, 631_745),
            ("KIRK07", 3, 749_495, 32_558, 716_937),
        ]
    );
}

#[test]
fn buyer_invoices() {
    let invoices = tuesday().buyer_invoices().unwrap();
    let summary: Vec<_> = invoices.iter().map(|i| (i.buyer.as_str(), i.goods(), i.total())).collect();
    assert_eq!(summary, vec![("DUNB02", 659_935, 664_975), ("MCGR11", 778_440, 783_480)]);
}

#[test]
fn statement_printout() {
    let statements = tuesday().seller_statements().unwrap();
    let hill = statements.iter().find(|s| s.seller == "HILL01").unwrap();
    assert_eq!(
        render_statement(hill),
        vec![
            "Statement for HILL01",
            "Lot   1  Prime steers     612 kg @ 265.5p/kg        £1,624.86",
            "Lot   2  Prime heifers   1114 kg @ 271.0p/kg        £3,018.94",
            "Lot   7  Store heifers      2 hd @ £980.00          £1,960.00",
            "Gross                                               £6,603.80",
            "Commission                                           -£231.13",
            "Insurance levy                                         -£7.50",
            "VAT on charges                                        -£47.72",
            "Net                                                 £6,317.45",
        ]
    );
}

#[test]
fn a_lot_without_a_weight_cannot_be_settled() {
    let mut sale = tuesday();
    sale.lots.push(
        Lot::new(9, "BRAE03", vec![beast(708_245, 13, "HER", Category::PrimeHeifer, 25, None)]).sold(2600, "DUNB02"),
    );
    let tag = sale.lots[8].animals[0].tag.to_string();
    assert_eq!(
        sale.seller_statements(),
        Err(SaleError { lot: 9, error: LotError::MissingWeight(tag) })
    );
}

#[test]
fn a_mixed_lot_cannot_be_settled() {
    let mut sale = tuesday();
    sale.lots[2].animals.push(beast(611_830, 1_048, "SIMX", Category::StoreSteer, 15, None));
    assert_eq!(sale.buyer_invoices(), Err(SaleError { lot: 3, error: LotError::MixedCategories }));
}
