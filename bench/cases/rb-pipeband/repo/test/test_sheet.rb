require "test_helper"

class SheetTest < Minitest::Test
  def setup
    @band = Pipeband::Band.new("Lomond & Clyde", "2")
  end

  def test_keeps_its_fields
    s = Pipeband::Sheet.new(judge: "Iain MacLeod", category: "piping", band: @band, points: 84.5)
    assert_equal "Iain MacLeod", s.judge
    assert_equal :piping, s.category
    assert_equal 84.5, s.points
    assert_equal "Iain MacLeod (piping): Lomond & Clyde 84.5", s.to_s
  end

  def test_rejects_unknown_category
    err = assert_raises(Pipeband::Error) do
      Pipeband::Sheet.new(judge: "Iain MacLeod", category: :dancing, band: @band, points: 80)
    end
    assert_match(/unknown category :dancing/, err.message)
  end

  def test_rejects_points_out_of_range
    [-1, 101, "80", nil].each do |bad|
      assert_raises(Pipeband::Error) do
        Pipeband::Sheet.new(judge: "Ross Baird", category: :drumming, band: @band, points: bad)
      end
    end
  end

  def test_band_grade
    assert_equal "3A", Pipeband::Band.new("Dunoon Junior", :"3A").grade
    assert_raises(Pipeband::Error) { Pipeband::Band.new("Nowhere", "5") }
    assert_equal "Lomond & Clyde (grade 2)", @band.to_s
  end
end
