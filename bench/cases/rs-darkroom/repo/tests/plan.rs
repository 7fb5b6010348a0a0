use darkroom::agitation::Agitation;
use darkroom::plan::plan;
use darkroom::Error;

#[test]
fn box_speed_at_twenty_degrees() {
    let run = plan("HP5 Plus", "D-76", "stock", 20.0, 0).unwrap();
    assert_eq!(run.developer_seconds(), 450);
    assert_eq!(run.total_seconds(), 450 + 60 + 300 + 180 + 30);
    assert_eq!(
        run.timeline(),
        vec![(0, "Developer"), (450, "Stop"), (510, "Fixer"), (810, "Wash"), (990, "Wetting agent")]
    );
}

#[test]
fn warmer_developer_takes_less_time() {
    let run = plan("HP5 Plus", "D-76", "1+1", 22.0, 0).unwrap();
    assert_eq!(run.developer_seconds(), 660);
}

#[test]
fn cooler_developer_takes_more_time() {
    let run = plan("FP4 Plus", "Rodinal", "1+25", 18.5, 0).unwrap();
    assert_eq!(run.developer_seconds(), 615);
}

#[test]
fn pushed_one_stop() {
    let run = plan("Tri-X 400", "D-76", "stock", 20.0, 1).unwrap();
    assert_eq!(run.developer_seconds(), 570);
    assert_eq!(run.step("Stop").unwrap().agitation, Agitation::Continuous);
}

#[test]
fn pulled_one_stop() {
    let run = plan("Delta 100", "ID-11", "stock", 20.0, -1).unwrap();
    assert_eq!(run.developer_seconds(), 405);
}

#[test]
fn agitation_cues_for_the_timer() {
    let run = plan("HP5 Plus", "Rodinal", "1+25", 20.0, 0).unwrap();
    assert_eq!(run.developer_seconds(), 360);
    let cues = run.agitation_cues();
    // developer: 0, 60 .. 300; fixer from 420: 420, 480 .. 660
    assert_eq!(&cues[..6], &[0, 60, 120, 180, 240, 300]);
    assert_eq!(&cues[6..], &[420, 480, 540, 600, 660]);
}

#[test]
fn printed_sheet() {
    let run = plan("HP5 Plus", "D-76", "1+1", 21.0, 1).unwrap();
    let expected = "\
HP5 Plus at EI 800 in D-76 1+1 at 21.0 °C
   0:00  Developer      16:45
  16:45  Stop            1:00
  17:45  Fixer           5:00
  22:45  Wash            3:00
  25:45  Wetting agent   0:30
  26:15  done
";
    assert_eq!(run.sheet(), expected);
}

#[test]
fn unknown_names_and_ranges() {
    assert_eq!(plan("Pan F", "D-76", "stock", 20.0, 0), Err(Error::UnknownFilm("Pan F".into())));
    assert!(matches!(plan("HP5 Plus", "Xtol", "stock", 20.0, 0), Err(Error::UnknownDeveloper(_))));
    assert!(matches!(plan("HP5 Plus", "D-76", "1+3", 20.0, 0), Err(Error::NoTime { .. })));
    assert_eq!(plan("HP5 Plus", "D-76", "stock", 27.0, 0), Err(Error::TemperatureOutOfRange(27.0)));
    assert_eq!(plan("HP5 Plus", "D-76", "stock", 20.0, 5), Err(Error::PushOutOfRange(5)));
}
