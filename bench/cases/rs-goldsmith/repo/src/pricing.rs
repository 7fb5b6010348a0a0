//! Metal values from the day's spot prices, and customer quotes.

use crate::hallmark;
use crate::metal::{Metal, Standard};
use crate::money::Money;
use crate::units::GRAMS_PER_TROY_OUNCE;

/// The day's fixing prices in pounds per troy ounce of pure metal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpotPrices {
    pub gold: f64,
    pub silver: f64,
    pub platinum: f64,
    pub palladium: f64,
}

impl SpotPrices {
    pub fn per_troy_ounce(&self, metal: Metal) -> f64 {
        match metal {
            Metal::Gold => self.gold,
            Metal::Silver => self.silver,
            Metal::Platinum => self.platinum,
            Metal::Palladium => self.palladium,
        }
    }

    /// Pounds per gram of pure metal.
    pub fn per_gram(&self, metal: Metal) -> f64 {
        self.per_troy_ounce(metal) / GRAMS_PER_TROY_OUNCE
    }
}

/// The melt value of an article: its fine content at spot.
pub fn metal_value(spot: &SpotPrices, standard: Standard, gross_grams: f64) -> Money {
    Money::from_pounds(standard.fine_grams(gross_grams) * spot.per_gram(standard.metal))
}

/// How the workshop charges for its time and materials.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Workshop {
    pub hourly_rate: Money,
    /// Added to the melt value of metal the workshop supplies.
    pub metal_markup_pct: f64,
    pub vat_pct: f64,
    /// Smallest charge for any bench job.
    pub minimum_charge: Money,
}

impl Default for Workshop {
    fn default() -> Workshop {
        Workshop {
            hourly_rate: Money::from_pounds(48.0),
            metal_markup_pct: 25.0,
            vat_pct: 20.0,
            minimum_charge: Money::from_pounds(15.0),
        }
    }
}

impl Workshop {
    /// Metal sold to a customer: melt value plus markup.
    pub fn metal_price(&self, spot: &SpotPrices, standard: Standard, gross_grams: f64) -> Money {
        let value = metal_value(spot, standard, gross_grams);
        value + value.percent(self.metal_markup_pct)
    }

    /// Bench time, never less than the minimum charge.
    pub fn labour(&self, hours: f64) -> Money {
        let cost = Money::from_pounds(self.hourly_rate.pounds() * hours);
        cost.max(self.minimum_charge)
    }
}

/// What a customer asks for: a piece made in a standard, of a finished weight,
/// taking so many hours at the bench.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Commission {
    pub standard: Standard,
    pub finished_grams: f64,
    pub bench_hours: f64,
    /// Extra metal lost in making (filings, sprues), as a percentage of the finished weight.
    pub wastage_pct: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quote {
    pub metal: Money,
    pub making: Money,
    pub hallmarking: Money,
    pub net: Money,
    pub vat: Money,
    pub total: Money,
}

/// Prices a commission. Hallmarking is added when the finished piece is heavy
/// enough to need it; the total is rounded up to the next pound.
pub fn quote(spot: &SpotPrices, workshop: &Workshop, job: &Commission) -> Quote {
    let metal_grams = job.finished_grams * (1.0 + job.wastage_pct / 100.0);
    let metal = workshop.metal_price(spot, job.standard, metal_grams);
    let making = workshop.labour(job.bench_hours);
    let hallmarking = if hallmark::needs_hallmark(job.standard, job.finished_grams) {
        hallmark::article_charge(job.standard, job.finished_grams)
    } else {
        Money::ZERO
    };
    let net = metal + making + hallmarking;
    let vat = net.percent(workshop.vat_pct);
    let total = (net + vat).round_up_to_pound();
    Quote { metal, making, hallmarking, net, vat, total }
}
