# frozen_string_literal: true

require "test_helper"

class TestHerd < Minitest::Test
  include HerdFixture

  def setup
    @herd = build_herd
  end

  def test_lookup
    assert_equal "Clover", @herd["UK103"].name
    assert_raises(Dairyherd::Error) { @herd["UK999"] }
  end

  def test_tags_are_unique
    assert_raises(Dairyherd::Error) do
      @herd.add(Dairyherd::Cow.new(tag: "UK101", name: "Again", breed: "jersey", born: D.("2020-01-01")))
    end
  end

  def test_groups
    on = D.("2023-05-10")
    assert_equal %w[UK101 UK102 UK103], @herd.milking(on).map(&:tag)
    assert_equal %w[UK104], @herd.heifers(on).map(&:tag)
    assert_empty @herd.dry(on)
    @herd["UK102"].dried_off(D.("2023-05-01"))
    assert_equal %w[UK102], @herd.dry(on).map(&:tag)
  end
end
