require "test_helper"

class CatalogueTest < Minitest::Test
  include CatalogueFixture

  def test_pages_hold_per_page_lots
    cat = sale_of(47)
    assert_equal (1..10).to_a, cat.page(1).map(&:number)
    assert_equal (11..20).to_a, cat.page(2).map(&:number)
    assert_equal (41..47).to_a, cat.page(5).map(&:number)
  end

  def test_headings
    cat = sale_of(47)
    assert_equal "Lots 11-20 of 47 (page 2 of 5)", cat.heading(2)
    assert_equal "Lots 41-47 of 47 (page 5 of 5)", cat.heading(5)
  end

  def test_no_page_past_the_end
    assert_raises(ArgumentError) { sale_of(47).page(6) }
  end

  def test_screen
    cat = sale_of(12, per_page: 5)
    cat.withdraw(12)
    assert_equal <<~SCREEN.chomp, cat.screen(3)
      Autumn Country Sale
      Lots 11-12 of 12 (page 3 of 3)
        11  Box of cutlery               £220-330
        12  Watercolour, harbour at dusk £240-360  WITHDRAWN
    SCREEN
  end

  def test_duplicate_lot
    cat = sale_of(3)
    assert_raises(AuctionLots::DuplicateLot) { cat.add(AuctionLots::Lot.new(2, "Stool", low: 5, high: 10)) }
  end

  def test_estimate_total_leaves_out_withdrawn
    cat = sale_of(4)
    cat.withdraw(4)
    assert_equal [120, 180], cat.estimate_total
  end
end
