require "test_helper"

class TidesTest < Minitest::Test
  include Fixtures

  def setup
    # low 0.6 m at 02:00, high 4.2 m at 08:00, low 0.8 m at 14:15, high 4.0 m at 20:30
    @tides = Harbour::Tides.new.add(march(10), [[120, 0.6, false], [480, 4.2, true], [855, 0.8, false], [1230, 4.0, true]])
  end

  def test_height_at_the_waters
    assert_in_delta 4.2, @tides.height(march(10), 480), 1e-9
    assert_in_delta 0.6, @tides.height(march(10), 60), 1e-9
    assert_in_delta 4.0, @tides.height(march(10), 1400), 1e-9
  end

  def test_rule_of_twelfths
    # halfway from low to high: six twelfths of the 3.6 m range
    assert_in_delta 2.4, @tides.height(march(10), 300), 1e-9
    # one hour after low: one twelfth
    assert_in_delta 0.9, @tides.height(march(10), 180), 1e-9
    # two hours: three twelfths
    assert_in_delta 1.5, @tides.height(march(10), 240), 1e-9
  end

  def test_windows_for_a_deep_keel
    windows = @tides.windows(march(10), 1.6)
    assert_equal 2, windows.size
    from, to = windows.first
    assert_equal "06:40", Harbour::Tides.hhmm(from)
    assert_equal "09:20", Harbour::Tides.hhmm(to)
  end

  def test_shallow_boat_has_longer_windows
    deep = @tides.open_minutes(march(10), 1.9).size
    shallow = @tides.open_minutes(march(10), 0.8).size
    assert_operator shallow, :>, deep
  end

  def test_no_table
    assert_raises(Harbour::Error) { @tides.height(march(11), 600) }
  end
end
