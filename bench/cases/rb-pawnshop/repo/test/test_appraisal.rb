# frozen_string_literal: true

require_relative "test_helper"

class TestAppraisal < Minitest::Test
  include Fixtures

  def setup
    # £62.40 a gram of fine gold
    @appraisal = Pawnshop::Appraisal.new(gold_price: 6240)
  end

  def test_melt_value_scales_by_carat
    assert_equal 56_160, @appraisal.melt_value(chain) # 24 g * 9/24 * 6240
  end

  def test_gold_condition_does_not_matter
    worn = Pawnshop::Item.new(description: "Worn chain", category: :gold, condition: :poor, grams: 24.0, carat: 9)
    assert_equal @appraisal.valuation(chain), @appraisal.valuation(worn)
  end

  def test_valuation_by_condition
    assert_equal 54_000, @appraisal.valuation(guitar)
    assert_equal 6_000, @appraisal.valuation(drill)
  end

  def test_offer_rounds_down_to_five_pounds
    assert_equal 39_000, @appraisal.offer(chain)   # 39,312 lendable
    assert_equal 21_500, @appraisal.offer(guitar)  # 21,600 lendable
    assert_equal 2_000, @appraisal.offer(drill)    # 2,100 lendable
  end

  def test_offer_for_several_items_rounds_once
    assert_equal 63_000, @appraisal.offer_for([chain, guitar, drill]) # 39,312 + 21,600 + 2,100
  end

  def test_offer_is_capped
    rolex = Pawnshop::Item.new(description: "Submariner", category: :watch, condition: :excellent, value: 1_500_000)
    assert_equal Pawnshop::Appraisal::MAX_LOAN, @appraisal.offer(rolex)
  end

  def test_needs_something_to_lend_on
    assert_raises(ArgumentError) { @appraisal.offer_for([]) }
    assert_raises(ArgumentError) { Pawnshop::Appraisal.new(gold_price: 0) }
  end
end
