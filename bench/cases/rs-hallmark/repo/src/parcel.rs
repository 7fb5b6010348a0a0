//! A parcel: the articles one sponsor sends in together, charged together.

use std::collections::BTreeMap;
use std::fmt;

use crate::fees::{article_fee, format_pence};
use crate::intake::{parse_line, Article, IntakeError};

/// No parcel is charged less than this, in pence.
pub const MINIMUM_CHARGE: u32 = 1500;

#[derive(Debug, Clone, PartialEq)]
pub struct SheetError {
    pub line: usize,
    pub error: IntakeError,
}

impl fmt::Display for SheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

#[derive(Debug, Clone, Default)]
pub struct Parcel {
    pub sponsor: String,
    pub articles: Vec<Article>,
}

impl Parcel {
    /// Reads an intake sheet: one article per line, `#` starts a comment.
    pub fn from_sheet(sponsor: &str, sheet: &str) -> Result<Parcel, SheetError> {
        let mut articles = Vec::new();
        for (i, raw) in sheet.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let article = parse_line(line).map_err(|error| SheetError { line: i + 1, error })?;
            articles.push(article);
        }
        Ok(Parcel {
            sponsor: sponsor.to_string(),
            articles,
        })
    }

    pub fn article_count(&self) -> u32 {
        self.articles.iter().map(|a| a.quantity).sum()
    }

    /// Sum of the article charges, but never less than the minimum charge.
    pub fn total_fee(&self) -> u32 {
        let sum: u32 = self
            .articles
            .iter()
            .map(|a| a.quantity * article_fee(a.metal, a.grams))
            .sum();
        sum.max(MINIMUM_CHARGE)
    }

    /// Total weight per metal code, in grams.
    pub fn weight_by_metal(&self) -> BTreeMap<&'static str, f64> {
        let mut totals = BTreeMap::new();
        for a in &self.articles {
            *totals.entry(a.metal.code()).or_insert(0.0) += a.grams * f64::from(a.quantity);
        }
        totals
    }

    /// A receipt line per article and the total.
    pub fn receipt(&self) -> Vec<String> {
        let mut lines: Vec<String> = self
            .articles
            .iter()
            .map(|a| {
                format!(
                    "{} x {}{} {} ({:.2} g) {}",
                    a.quantity,
                    a.metal.code(),
                    a.fineness,
                    a.description,
                    a.grams,
                    format_pence(a.quantity * article_fee(a.metal, a.grams))
                )
            })
            .collect();
        lines.push(format!("total {}", format_pence(self.total_fee())));
        lines
    }
}
