# frozen_string_literal: true

require "test_helper"

class CatalogueNumberTest < Minitest::Test
  CatalogueNumber = Philately::CatalogueNumber

  def test_parses_prefix_number_and_variety
    number = CatalogueNumber.parse("SG 66a")
    assert_equal ["SG", 66, "a"], [number.prefix, number.number, number.suffix]
    assert number.variety?
    assert_equal CatalogueNumber.parse("SG66"), number.base
  end

  def test_sorts_as_the_catalogue_does
    sorted = ["SG 10a", "SG 9", "SG 10", "SG 100"].map { |n| CatalogueNumber.parse(n) }.sort.map(&:to_s)
    assert_equal ["SG 9", "SG 10", "SG 10a", "SG 100"], sorted
  end

  def test_rejects_other_text
    assert_raises(Philately::Error) { CatalogueNumber.parse("66a") }
  end
end
