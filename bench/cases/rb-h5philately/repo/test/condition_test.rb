# frozen_string_literal: true

require "test_helper"

class ConditionTest < Minitest::Test
  def test_knows_mint_from_used
    assert Philately::Condition.mint?("mnh")
    refute Philately::Condition.mint?("FU")
  end

  def test_shares_of_the_catalogue_price
    assert_equal 0.6, Philately::Condition.share("MM")
    assert_equal 0.1, Philately::Condition.share("space")
  end
end
