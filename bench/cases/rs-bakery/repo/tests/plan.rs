use bakery::pantry::Pantry;
use bakery::plan::{needs, shopping_list};
use bakery::recipe::{self, ParseError};

const BRIOCHE: &str = "Brioche, serves 8
flour 500 g
milk 0.25 l
butter 250 g
eggs 5 pc
sugar 3 tbsp
salt 1 tsp
";

const CUSTARD: &str = "# for the tarts
Custard tart filling, serves 6
milk 0.5 l
cream 200 ml
eggs 4 pc
sugar 100 g
vanilla 1 tsp
";

fn shown(lines: &[bakery::plan::Line]) -> Vec<String> {
    lines.iter().map(|l| l.show()).collect()
}

#[test]
fn reads_a_recipe() {
    let r = recipe::parse(BRIOCHE).unwrap();
    assert_eq!(r.name, "Brioche");
    assert_eq!(r.serves, 8);
    assert_eq!(r.ingredients.len(), 6);
    assert_eq!(r.ingredients[3].name, "eggs");
}

#[test]
fn rejects_bad_lines() {
    assert_eq!(recipe::parse(""), Err(ParseError::Empty));
    assert_eq!(recipe::parse("Scones"), Err(ParseError::Header("Scones".into())));
    assert_eq!(
        recipe::parse("Scones, serves 4\nflour lots g"),
        Err(ParseError::Line(2, "flour lots g".into()))
    );
    assert!(recipe::parse("Scones, serves 0").is_err());
}

#[test]
fn scales_to_servings() {
    let r = recipe::parse(BRIOCHE).unwrap().scaled(12);
    assert_eq!(r.serves, 12);
    assert_eq!(r.ingredients[0].qty.amount, 750.0);
    assert_eq!(r.ingredients[3].qty.amount, 7.5);
}

#[test]
fn one_recipe_list() {
    let r = recipe::parse(BRIOCHE).unwrap();
    let list = shopping_list(&[(&r, 16)], &Pantry::new());
    assert_eq!(
        shown(&list),
        ["butter: 500 g", "eggs: 10 pc", "flour: 1 kg", "milk: 500 ml", "salt: 10 ml", "sugar: 90 ml"]
    );
}

#[test]
fn two_recipes_add_up() {
    let b = recipe::parse(BRIOCHE).unwrap();
    let c = recipe::parse(CUSTARD).unwrap();
    let need = needs(&[(&b, 8), (&c, 12)]);
    let milk: f64 = need.iter().filter(|((n, _), _)| n == "milk").map(|(_, a)| a).sum();
    assert_eq!(milk, 1250.0);
    let list = shopping_list(&[(&b, 8), (&c, 12)], &Pantry::new());
    assert!(shown(&list).contains(&"milk: 1.25 l".to_string()), "{:?}", shown(&list));
    assert!(shown(&list).contains(&"eggs: 13 pc".to_string()), "{:?}", shown(&list));
}

#[test]
fn pantry_covers_part() {
    let b = recipe::parse(BRIOCHE).unwrap();
    let mut pantry = Pantry::new();
    for line in ["flour 2 kg", "Milk 200 ml", "eggs 12 pc", "butter 100 g"] {
        assert!(pantry.stock_line(line), "{line}");
    }
    let list = shopping_list(&[(&b, 16)], &pantry);
    assert_eq!(shown(&list), ["butter: 400 g", "milk: 300 ml", "salt: 10 ml", "sugar: 90 ml"]);
}
