require "test_helper"

class NotionTest < Minitest::Test
  def test_single_price
    assert_equal 750, Fixtures.zip.price_for(3)
  end

  def test_packs_and_singles
    assert_equal 300, Fixtures.buttons.price_for(6)
    assert_equal 300 + 2 * 60, Fixtures.buttons.price_for(8)
    assert_equal 240, Fixtures.buttons.price_for(4)
  end

  def test_validation
    assert_raises(ArgumentError) { Fixtures.zip.price_for(0) }
    assert_raises(ArgumentError) do
      Haberdashery::Notion.new(code: "x", name: "x", unit_price: 10, pack_size: 4)
    end
  end
end
