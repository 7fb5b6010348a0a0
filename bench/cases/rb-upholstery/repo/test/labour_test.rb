require "test_helper"

class LabourTest < Minitest::Test
  include Upholstery

  def test_hours_of_a_job
    assert_equal 1.5, Labour.job(:dining_seat, %i[strip stuffing cover]).hours
    assert_equal 9.0, Labour.job(:dining_seat, %i[strip stuffing cover], count: 6).hours
  end

  def test_full_reupholstery
    assert_equal 18.0, Labour.full(:armchair).hours
    assert_equal 4.75, Labour.full(:footstool).hours
  end

  def test_cost_at_the_hourly_rate
    assert_equal 34_200, Labour.job(:dining_seat, %i[strip stuffing cover], count: 6).cost
    assert_equal 18_050, Labour.full(:footstool).cost
  end

  def test_description
    assert_equal "6 x dining seat: strip, stuffing, cover",
                 Labour.job(:dining_seat, %i[strip stuffing cover], count: 6).description
    assert_equal "footstool: cover", Labour.job(:footstool, [:cover]).description
  end

  def test_unknown_operations_and_pieces
    assert_raises(Error) { Labour.job(:dining_seat, [:springs]).hours }
    assert_raises(Error) { Labour.job(:chaise, [:strip]).hours }
    assert_raises(ArgumentError) { Labour.job(:footstool, []) }
  end
end
