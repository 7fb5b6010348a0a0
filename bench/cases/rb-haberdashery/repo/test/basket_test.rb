require "test_helper"

class BasketTest < Minitest::Test
  include Haberdashery

  def test_fabric_notions_and_total
    basket = Basket.new
                   .add_fabric(Fixtures.linen, 152)
                   .add_notion(Fixtures.buttons, 8)
                   .add_notion(Fixtures.zip)
    assert_equal [2880, 420, 250], basket.lines.map(&:price)
    assert_equal 3550, basket.total
    assert_equal 160, basket.fabric_cm
  end

  def test_remnant_half_price
    basket = Basket.new.add_remnant(Fixtures.jersey, 65)
    assert_equal 472, basket.total
    assert_equal "Cotton jersey, 65 cm (remnant)", basket.lines.first.description
  end

  def test_club_discount_on_full_price_fabric_only
    basket = Basket.new(club_member: true)
                   .add_fabric(Fixtures.floral, 100)
                   .add_remnant(Fixtures.jersey, 65)
                   .add_notion(Fixtures.zip, 2)
    assert_equal 1200 + 472 + 500, basket.subtotal
    assert_equal 120, basket.club_discount
    assert_equal 2052, basket.total
  end

  def test_no_discount_without_card
    basket = Basket.new.add_fabric(Fixtures.floral, 100)
    assert_equal 0, basket.club_discount
  end
end
