require "helper"

class TestShelf < Minitest::Test
  def test_small_pieces_take_a_quarter
    assert_equal 0.25, Kilnshare::Shelf.share(18, 18)
    assert_equal 0.25, Kilnshare::Shelf.share(25, 12)
  end

  def test_rounds_up_to_the_next_quarter
    assert_equal 0.75, Kilnshare::Shelf.share(30, 30)
  end

  def test_a_whole_shelf
    assert_equal 1.0, Kilnshare::Shelf.share(38, 38)
  end

  def test_wider_than_a_shelf_is_refused
    assert_raises(ArgumentError) { Kilnshare::Shelf.share(41, 10) }
  end

  def test_quarters
    assert_equal 0.5, Kilnshare::Shelf.quarters(0.26)
    assert_equal 0.5, Kilnshare::Shelf.quarters(0.5)
  end
end
