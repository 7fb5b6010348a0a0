require "test_helper"

class ApparatusTest < Minitest::Test
  def test_names_and_counting
    assert_equal "Uneven bars", Gymjudge::Apparatus.name(:bars)
    assert_equal 8, Gymjudge::Apparatus.counting(:pommel)
  end

  def test_unknown
    assert_raises(ArgumentError) { Gymjudge::Apparatus.fetch(:trampoline) }
  end
end
