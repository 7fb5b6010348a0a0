require "test_helper"

class PropertyTest < Minitest::Test
  include Fixtures

  def test_label
    assert_equal "HB-14 14 Hawthorn Buildings, Leeds LS6 2AF (2-bed)", flat.label
  end

  def test_studio_furnished_label
    studio = Lettings::Property.new(ref: "CQ-3", address: "3 Canal Quay", bedrooms: 0,
                                    landlord: "A. Byrne", furnished: true)
    assert studio.studio?
    assert_equal "CQ-3 3 Canal Quay (studio, furnished)", studio.label
  end

  def test_negative_bedrooms
    assert_raises(ArgumentError) do
      Lettings::Property.new(ref: "X", address: "X", bedrooms: -1, landlord: "X")
    end
  end
end
