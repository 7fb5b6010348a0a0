require "test_helper"

class SeatingTest < Minitest::Test
  def setup
    @map = Cinematix::SeatMap.new(3, 4)
  end

  def test_capacity_and_free
    assert_equal 12, @map.capacity
    @map.reserve("A1", "A2")
    assert_equal 10, @map.free
  end

  def test_next_free_skips_taken
    @map.reserve("A1", "A3")
    assert_equal %w[A2 A4 B1], @map.next_free(3)
  end

  def test_reserve_is_all_or_nothing
    @map.reserve("B2")
    assert_raises(ArgumentError) { @map.reserve("B1", "B2") }
    refute @map.taken?("B1")
  end

  def test_invalid_seats
    refute @map.valid?("D1")
    refute @map.valid?("A5")
    refute @map.valid?("A0")
  end

  def test_too_many
    assert_raises(ArgumentError) { @map.next_free(13) }
  end
end
