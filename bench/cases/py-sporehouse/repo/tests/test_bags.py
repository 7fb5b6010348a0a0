from sporehouse.bags import fill_bags


def test_fill_shiitake_bags(shiitake_batch):
    bags = fill_bags(shiitake_batch, 2_500)
    assert len(bags) == 10
    assert bags[0].label == "S-1105-01"
    assert bags[-1].label == "S-1105-10"
    assert {b.dry_g for b in bags} == {952}


def test_left_over_is_not_bagged(oyster_batch):
    bags = fill_bags(oyster_batch, 5_000)
    assert len(bags) == 8
    assert bags[0].dry_g == 1_364
