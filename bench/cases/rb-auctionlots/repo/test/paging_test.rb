require "test_helper"

class PagingTest < Minitest::Test
  include AuctionLots

  def test_page_count
    assert_equal 5, Paging.page_count(47, 10)
    assert_equal 4, Paging.page_count(40, 10)
    assert_equal 1, Paging.page_count(0, 10)
    assert_raises(ArgumentError) { Paging.page_count(10, 0) }
  end

  def test_offset
    assert_equal 0, Paging.offset(1, 10)
    assert_equal 20, Paging.offset(3, 10)
  end

  def test_check_page
    Paging.check_page!(5, 10, 47)
    assert_raises(ArgumentError) { Paging.check_page!(6, 10, 47) }
    assert_raises(ArgumentError) { Paging.check_page!(0, 10, 47) }
  end
end
