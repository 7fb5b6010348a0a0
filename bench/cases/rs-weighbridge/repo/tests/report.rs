mod common;

use weighbridge::report::{daily_return, render};

#[test]
fn return_groups_by_material() {
    let s = common::morning();
    let ret = daily_return(&s);
    let codes: Vec<&str> = ret.lines.iter().map(|l| l.code.as_str()).collect();
    assert_eq!(codes, vec!["CDW", "MOT1", "SCAL", "SOIL"]);
    let cdw = &ret.lines[0];
    assert_eq!((cdw.loads, cdw.net_kg), (2, 26_860));
    assert_eq!(ret.total_net_kg(), 77_000);
    assert_eq!(ret.open_tickets, 1);
}

#[test]
fn return_lists_overloads() {
    let ret = daily_return(&common::morning());
    assert_eq!(ret.overloads, vec![1002, 1005]);
}

#[test]
fn landfill_tax_due() {
    let ret = daily_return(&common::morning());
    // 26.86 t of mixed waste at the standard rate, 8.66 t of soil at the lower
    assert_eq!(ret.landfill_tax_pence(), 338_839 + 3_507);
}

#[test]
fn rendered_return() {
    let s = common::morning();
    let text = render(&s, &daily_return(&s));
    let expected = [
        "Daily return: Hollins Cross Quarry",
        "CDW   Mixed construction waste     2 loads    26.86 t    £7,128.10",
        "MOT1  Type 1 sub-base              1 loads    26.16 t      £517.97",
        "SCAL  20mm scalpings               1 loads    15.32 t      £229.80",
        "SOIL  Inert soil and stones        1 loads     8.66 t      £333.06",
        "Total: 77.00 t £8,208.93",
        "Landfill tax due: £3,423.46",
        "VAT: £1,368.15",
        "Open tickets: 1",
        "Overloads: 001002, 001005",
    ];
    assert_eq!(text, expected.join("\n"));
}
