require "helper"

class TestFiring < Minitest::Test
  include Fixtures

  def firing(member: true, kind: :bisque)
    Kilnshare::Firing.new(potter: "Ana", date: Date.new(2026, 3, 6), kind: kind, pieces: [bowl, platter, mug],
                          member: member)
  end

  def test_shelves_add_up_by_piece
    assert_equal 1.25, firing.shelves
  end

  def test_member_charge
    assert_equal 675, firing.charge_pence
  end

  def test_non_member_glaze_charge
    assert_equal 1125, firing(member: false, kind: :glaze_mid).charge_pence
  end
end
