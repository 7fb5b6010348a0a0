require "test_helper"

class HorseTest < Minitest::Test
  def test_to_s
    horse = Livery::Horse.new(name: "Juniper", owner: "R. Hale", service: :full)
    assert_equal "Juniper (R. Hale)", horse.to_s
  end

  def test_unknown_service
    assert_raises(Livery::UnknownService) { Livery::Horse.new(name: "Nell", owner: "T. Ives", service: :stud) }
  end
end
