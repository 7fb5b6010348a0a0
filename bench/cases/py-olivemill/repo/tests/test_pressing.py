from olivemill.pressing import litres, total_kg, total_litres


def test_litres_per_delivery(saturday):
    assert [litres(d) for d in saturday] == [37.8, 12.0, 15.3, 68.0, 22.8, 100.8, 6.4]


def test_totals_per_grower(growers):
    almeida = growers["Almeida"]
    assert total_kg(almeida) == 1000
    assert total_litres(almeida) == 191.6
