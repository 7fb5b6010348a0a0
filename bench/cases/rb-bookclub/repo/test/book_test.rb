require "test_helper"

class BookTest < Minitest::Test
  include Fixtures

  def test_chapter_ends
    assert_equal [30, 54, 97, 149, 200, 240], novel.chapter_ends
  end

  def test_chapter_of_a_page
    assert_equal 1, novel.chapter_of(1)
    assert_equal 2, novel.chapter_of(31)
    assert_equal 6, novel.chapter_of(240)
  end

  def test_no_such_page
    assert_raises(ArgumentError) { novel.chapter_of(241) }
  end

  def test_one_chapter_by_default
    assert_equal [12], Bookclub::Book.new("Leaflet", pages: 12).chapter_ends
  end
end
