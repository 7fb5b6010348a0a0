require "test_helper"

class ExtractionTest < Minitest::Test
  def test_wheat
    y = Gristmill::Extraction.mill(:wheat, 35)
    assert_equal 1481.8, y.flour
    assert_equal 345.7, y.bran
    assert_equal 230.5, y.middlings
    assert_equal 2058.0, y.total
  end

  def test_corn_gives_more_meal
    y = Gristmill::Extraction.mill(:corn, 10)
    assert_equal 439.0, y.flour
    assert_equal 65.9, y.bran
  end
end
