# frozen_string_literal: true

require "test_helper"

class TugTest < Minitest::Test
  def test_defaults
    tug = Tugboat::Tug.new(name: "Kestrel", bollard_pull: 65)
    assert_equal 3, tug.crew
    assert tug.in_service
    assert_equal "Kestrel (65 t)", tug.to_s
  end

  def test_out_of_service
    tug = Tugboat::Tug.new(name: "Tern", bollard_pull: 24, in_service: false)
    refute tug.in_service
  end
end
