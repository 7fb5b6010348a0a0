use windfarm::curve::reference_2mw;
use windfarm::energy::{aep_mwh, capacity_factor};
use windfarm::Weibull;

#[test]
fn aep_on_a_rayleigh_climate() {
    let curve = reference_2mw();
    let aep = aep_mwh(&curve, &Weibull::rayleigh(7.5), 0.0);
    assert!((aep - 7757.0).abs() < 1.0, "aep {}", aep);
    let cf = capacity_factor(aep, curve.rated_kw());
    assert!((cf - 0.442).abs() < 0.001, "capacity factor {}", cf);
}

#[test]
fn losses_come_off_the_gross() {
    let curve = reference_2mw();
    let climate = Weibull::new(2.2, 8.5);
    let gross = aep_mwh(&curve, &climate, 0.0);
    let net = aep_mwh(&curve, &climate, 0.12);
    assert!((net / gross - 0.88).abs() < 1e-12);
}
