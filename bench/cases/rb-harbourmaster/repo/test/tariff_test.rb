require "test_helper"

class TariffTest < Minitest::Test
  include Fixtures

  def setup
    @tariff = Harbour::Tariff.new
  end

  def test_seasons
    assert_equal :low, @tariff.season(march(10))
    assert_equal :high, @tariff.season(july(10))
    assert_equal :high, @tariff.season(Date.new(2026, 8, 31))
    assert_equal :low, @tariff.season(Date.new(2026, 10, 1))
  end

  def test_night_by_length
    assert_equal 2256, @tariff.night(curlew, march(10))
    assert_equal 3102, @tariff.night(curlew, july(10))
    assert_equal 2688, @tariff.night(skylark, march(10))
    assert_equal 3696, @tariff.night(skylark, july(10))
  end

  def test_multihull_surcharge
    assert_equal 4320, @tariff.night(tern, march(10))
  end

  def test_minimum_night
    assert_equal 2000, @tariff.night(dunlin, march(10))
  end

  def test_seventh_night_free
    nights = @tariff.stay(curlew, march(1), march(9))
    assert_equal 8, nights.size
    assert_equal 0, nights[6][1]
    assert_equal 2256 * 7, @tariff.total(curlew, march(1), march(9))
  end

  def test_stay_across_the_season
    total = @tariff.total(skylark, Date.new(2026, 5, 30), Date.new(2026, 6, 2))
    assert_equal 2688 * 2 + 3696, total
  end

  def test_rejects_empty_stay
    assert_raises(Harbour::Error) { @tariff.stay(curlew, march(3), march(3)) }
  end
end
