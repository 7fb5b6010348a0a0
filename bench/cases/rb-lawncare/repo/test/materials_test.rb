require "test_helper"

class MaterialsTest < Minitest::Test
  include Fixtures

  def test_loading_list_rounds_up_to_whole_bags
    visits = [visit(hughes, :spring_feed), visit(okafor, :spring_feed), visit(surgery, :spring_feed),
              visit(hughes, :scarify)]
    assert_equal({ "NPK 14-4-8" => { grams: 35_000, bags: 2 } }, Lawncare::Materials.loading_list(visits))
  end

  def test_loading_list_by_product
    visits = [visit(surgery, :moss_control), visit(dale, :weed_feed)]
    expected = {
      "Ferrous sulphate" => { grams: 20_000, bags: 1 },
      "Weed & Feed 22-5-5" => { grams: 1_800, bags: 1 }
    }
    assert_equal expected, Lawncare::Materials.loading_list(visits)
  end

  def test_mechanical_work_needs_nothing
    assert_empty Lawncare::Materials.loading_list([visit(okafor, :aerate)])
  end
end
