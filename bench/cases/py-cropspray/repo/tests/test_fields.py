from cropspray.fields import Field, by_crop


def test_no_buffer_away_from_water(paddock):
    assert paddock.sprayable_area(20, 800) == 4.0


def test_buffer_strip_along_one_bank(long_acre):
    # 5 m along a quarter of 1600 m: 0.2 ha
    assert long_acre.sprayable_area(5, 1600) == 11.8


def test_by_crop_groups_by_name(long_acre, paddock):
    top = Field("Top Piece", 6.5, "winter wheat")
    grouped = by_crop([top, paddock, long_acre])
    assert [f.name for f in grouped["winter wheat"]] == ["Long Acre", "Top Piece"]
    assert [f.name for f in grouped["spring barley"]] == ["Paddock"]
