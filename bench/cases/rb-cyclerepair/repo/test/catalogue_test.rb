require "test_helper"

class CatalogueTest < Minitest::Test
  def test_standard_parts
    catalogue = Cyclerepair::Catalogue.standard
    assert_equal 6, catalogue.size
    assert_equal 3499, catalogue.fetch("CHAIN-11").price
  end

  def test_duplicate_codes_are_refused
    part = Cyclerepair::Part.new(code: "X", name: "x", price: 1)
    assert_raises(ArgumentError) { Cyclerepair::Catalogue.new([part, part]) }
  end
end
