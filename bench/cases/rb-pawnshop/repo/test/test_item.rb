# frozen_string_literal: true

require_relative "test_helper"

class TestItem < Minitest::Test
  def test_condition_defaults_to_good
    item = Pawnshop::Item.new(description: "Laptop", category: :electronics, value: 40_000)
    assert_equal :good, item.condition
    refute item.gold?
  end

  def test_gold_needs_weight_and_fineness
    assert_raises(ArgumentError) { Pawnshop::Item.new(description: "Ring", category: :gold, grams: 3.1) }
    assert_raises(ArgumentError) { Pawnshop::Item.new(description: "Ring", category: :gold, grams: 3.1, carat: 25) }
  end

  def test_rejects_unknown_category_and_condition
    assert_raises(ArgumentError) { Pawnshop::Item.new(description: "Car", category: :vehicle, value: 1) }
    assert_raises(ArgumentError) do
      Pawnshop::Item.new(description: "Saw", category: :tool, condition: :broken, value: 1)
    end
  end

  def test_rejects_negative_value
    assert_raises(ArgumentError) { Pawnshop::Item.new(description: "Saw", category: :tool, value: -1) }
  end
end
