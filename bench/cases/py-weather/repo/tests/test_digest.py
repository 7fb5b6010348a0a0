from weather.digest import daytime, headline


def test_parses_the_whole_day(hours):
    assert len(hours) == 24
    assert hours[14].rain_mm == 0.4


def test_daytime_is_seven_to_nine(hours, options):
    day = daytime(hours, options)
    assert (day[0].at.hour, day[-1].at.hour) == (7, 20)


def test_headline_with_the_default_settings(hours, options):
    assert headline(hours, options) == "Today: 18°C, light rain from 14:00"
