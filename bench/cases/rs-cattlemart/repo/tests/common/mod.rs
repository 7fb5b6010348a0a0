#![allow(dead_code)]

use cattlemart::{Animal, Category, EarTag, Lot, Sale, Tariff};

/// An animal with a valid tag from the given herd.
pub fn beast(herd: u32, number: u32, breed: &str, category: Category, age_months: u32, weight_kg: Option<u32>) -> Animal {
    Animal {
        tag: EarTag { herd_mark: herd, check: EarTag::check_digit(herd, number), animal: number },
        breed: breed.to_string(),
        category,
        age_months,
        weight_kg,
        has_passport: true,
        tb_test_days: Some(21),
    }
}

/// Tuesday's prime and store sale.
pub fn tuesday() -> Sale {
    use Category::*;
    let lots = vec![
        Lot::new(1, "HILL01", vec![beast(520_114, 301, "LIMX", PrimeSteer, 22, Some(612))]).sold(2655, "DUNB02"),
        Lot::new(
            2,
            "HILL01",
            vec![
                beast(520_114, 288, "BBX", PrimeHeifer, 20, Some(548)),
                beast(520_114, 290, "BBX", PrimeHeifer, 21, Some(566)),
            ],
        )
        .sold(2710, "DUNB02"),
        Lot::new(3, "KIRK07", vec![beast(611_830, 1_047, "SIMX", YoungBull, 15, Some(655))]).sold(2480, "MCGR11"),
        Lot::new(4, "KIRK07", (0..4).map(|i| beast(611_830, 1_100 + i, "AAX", StoreSteer, 11, None)).collect())
            .sold(1050, "MCGR11"),
        Lot::new(5, "BRAE03", (0..3).map(|i| beast(708_245, 52 + i, "HOLX", Calf, 1, None)).collect())
            .sold(95, "DUNB02"),
        Lot::new(6, "BRAE03", vec![beast(708_245, 12, "HER", PrimeSteer, 26, Some(590))]),
        Lot::new(7, "HILL01", (0..2).map(|i| beast(520_114, 310 + i, "LIMX", StoreHeifer, 14, None)).collect())
            .sold(980, "MCGR11"),
        Lot::new(8, "KIRK07", vec![beast(611_830, 998, "LIMX", PrimeSteer, 23, Some(645))]).sold(2590, "DUNB02"),
    ];
    Sale { date: "Tuesday 14 May 2024".to_string(), tariff: Tariff::default(), lots }
}
